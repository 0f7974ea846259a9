import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Spinner />);
    const spinner = container.querySelector('span');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is announced as a status with its label', () => {
    render(<Spinner label="Loading.." />);
    expect(screen.getByRole('status', { name: 'Loading..' })).toBeTruthy();
  });
});
