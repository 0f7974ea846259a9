import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('has the accessible name "Toggle theme" and calls onToggle when pressed', async () => {
    const onToggle = vi.fn();
    render(<ThemeToggle theme="light" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it.each([
    { theme: 'light', icon: 'moon' },
    { theme: 'dark', icon: 'sun' },
  ] as const)('shows the $icon icon in $theme', ({ theme, icon }) => {
    const { container } = render(<ThemeToggle theme={theme} onToggle={() => {}} />);
    expect(container.querySelector(`svg[data-icon="${icon}"]`)).not.toBeNull();
  });
});

describe('Logo', () => {
  it('is an image named Rapport', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'Rapport' })).toBeTruthy();
  });

  it('follows the page theme by default and pins a theme when asked', () => {
    const { rerender } = render(<Logo />);
    expect(screen.getByRole('img').getAttribute('data-theme')).toBeNull();
    rerender(<Logo tone="dark" />);
    expect(screen.getByRole('img').getAttribute('data-theme')).toBe('dark');
  });
});
