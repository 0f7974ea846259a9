import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  // happy-dom reports every <img> as already complete with no pixels (a failed load); a browser
  // reports a loading image as incomplete until its load or error event.
  const completeDescriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
  beforeEach(() => {
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
  });
  afterEach(() => {
    if (completeDescriptor) Object.defineProperty(HTMLImageElement.prototype, 'complete', completeDescriptor);
  });

  it('shows the initials until the image has loaded, then the image', async () => {
    const { container } = render(<UserAvatar src="https://example.test/a.png" initials="JA" />);
    const image = container.querySelector('img') as HTMLImageElement;
    const fallback = screen.getByText('JA');
    expect(fallback.hidden).toBe(false);
    expect(image.hidden).toBe(true);
    fireEvent.load(image);
    await waitFor(() => expect(image.hidden).toBe(false));
    expect(screen.queryByText('JA')?.hidden ?? true).toBe(true);
  });

  it('keeps the initials when the image fails to load', () => {
    const { container } = render(<UserAvatar src="https://example.test/broken.png" initials="JA" />);
    const image = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(screen.getByText('JA').hidden).toBe(false);
    expect(image.hidden).toBe(true);
  });

  it('shows the initials when there is no image', () => {
    const { container } = render(<UserAvatar initials="US" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('US')).toBeTruthy();
  });
});
