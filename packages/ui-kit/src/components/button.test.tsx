import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('shows the busy label and is disabled while loading', () => {
    render(
      <Button loading loadingText="Signing in...">
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Sign In')).toBeNull();
  });

  it('shows its label and is clickable when not loading', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-busy')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Sending reset link..." onClick={onClick}>
        Send Reset Link
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its children as the busy label when no loadingText is given', () => {
    render(<Button loading>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('defaults to type="button" so it does not submit forms by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it.each(['solid', 'outline', 'ghost'] as const)('applies the %s variant class', (variant) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button').className).toContain(`button--variant_${variant}`);
  });
});

describe('Button asChild', () => {
  it('renders its child element with the button classes', () => {
    render(
      <Button asChild variant="outline">
        <a href="/support">Contact Support</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Contact Support' });
    expect(link.getAttribute('href')).toBe('/support');
    expect(link.className).toContain('button--variant_outline');
    expect(link.getAttribute('type')).toBeNull();
  });

  it("keeps the child's own class and props", () => {
    render(
      <Button asChild>
        <a href="/help" className="own" aria-current="page">
          Help
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.className).toContain('own');
    expect(link.className).toContain('button');
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});
