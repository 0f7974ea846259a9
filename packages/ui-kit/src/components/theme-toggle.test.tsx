import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it.each([
    { theme: 'light', name: 'Switch to dark theme' },
    { theme: 'dark', name: 'Switch to light theme' },
  ] as const)('is named "$name" in $theme and calls onToggle when pressed', async ({ theme, name }) => {
    const onToggle = vi.fn();
    render(<ThemeToggle theme={theme} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('takes another name when asked', () => {
    render(<ThemeToggle theme="light" onToggle={() => {}} label={(next) => `Use ${next}`} />);
    expect(screen.getByRole('button', { name: 'Use dark' })).toBeTruthy();
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
