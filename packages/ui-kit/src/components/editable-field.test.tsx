import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditableField } from './editable-field';

/** Clicks the shown value and waits until its input has the focus (Ark focuses it a frame later). */
async function startEditing(preview: RegExp, label: string): Promise<HTMLInputElement> {
  await userEvent.click(screen.getByRole('button', { name: preview }));
  const input = screen.getByRole('textbox', { name: label }) as HTMLInputElement;
  await waitFor(() => expect(input.hidden).toBe(false));
  // Ark focuses (and selects) the input a frame later; let that happen before typing.
  await new Promise((resolve) => setTimeout(resolve, 50));
  input.focus();
  return input;
}

describe('EditableField', () => {
  it('shows the value, edits it in place and commits on Enter', async () => {
    const onCommit = vi.fn();
    render(<EditableField label="Company" value="Acme" onCommit={onCommit} />);
    expect(screen.getByText('Acme')).toBeTruthy();
    await startEditing(/Company: Acme/, 'Company');
    await userEvent.keyboard('{Control>}a{/Control}Globex{Enter}');
    expect(onCommit).toHaveBeenCalledExactlyOnceWith('Globex');
  });

  it('leaves editing on Escape without committing and shows the saved value', async () => {
    const onCommit = vi.fn();
    render(<EditableField label="Title" value="CTO" onCommit={onCommit} />);
    await startEditing(/Title: CTO/, 'Title');
    await userEvent.keyboard('{End} and founder');
    await userEvent.keyboard('{Escape}');
    expect(onCommit).not.toHaveBeenCalled();
    await waitFor(() => {
      const preview = screen.getByRole('button', { name: /^Title:/ });
      expect(preview.hidden).toBe(false);
      expect(preview.textContent).toBe('CTO');
    });
  });

  it('does not commit an unchanged value, shows the placeholder when empty', async () => {
    const onCommit = vi.fn();
    const { rerender } = render(
      <EditableField label="Phone" value="" placeholder="Add a phone" onCommit={onCommit} />,
    );
    expect(screen.getByText('Add a phone')).toBeTruthy();
    rerender(<EditableField label="Phone" value="+1 555" onCommit={onCommit} />);
    expect(screen.getByText('+1 555')).toBeTruthy();
    await startEditing(/Phone: \+1 555/, 'Phone');
    await userEvent.keyboard('{Enter}');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows the saved value again when the commit is refused', async () => {
    render(<EditableField label="Email" value="ada@example.com" onCommit={async () => false} />);
    await startEditing(/Email: ada@example\.com/, 'Email');
    await userEvent.keyboard('{Control>}a{/Control}not an email{Enter}');
    await waitFor(() => expect(screen.getByText('ada@example.com')).toBeTruthy());
    expect(screen.queryByText('not an email')).toBeNull();
  });
});
