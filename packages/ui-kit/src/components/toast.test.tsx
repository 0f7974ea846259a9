import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_STATUS_DURATION_MS } from '../constants';
import { Toaster } from './toast';
import {
  type AppToaster,
  createAppToaster,
  DEFAULT_TOASTER_OPTIONS,
  isSwipeDismiss,
  showToast,
  toastDuration,
} from './toast-store';

describe('toast rules', () => {
  it.each([
    { kind: 'default', expected: 5000 },
    { kind: 'status', expected: 3000 },
    { kind: 'error', expected: 5000 },
    { kind: undefined, expected: 5000 },
  ] as const)('a $kind toast lasts $expected ms', ({ kind, expected }) => {
    expect(toastDuration(kind)).toBe(expected);
  });

  it.each([
    { deltaX: 0, expected: false },
    { deltaX: 49, expected: false },
    { deltaX: 50, expected: true },
    { deltaX: -50, expected: true },
    { deltaX: -12, expected: false },
    { deltaX: 200, expected: true },
  ])('a swipe of $deltaX px dismisses: $expected', ({ deltaX, expected }) => {
    expect(isSwipeDismiss(deltaX)).toBe(expected);
  });

  it('configures one toast at a time, 5000 ms and the F8 hotkey', () => {
    expect(DEFAULT_TOASTER_OPTIONS.max).toBe(TOAST_LIMIT);
    expect(TOAST_LIMIT).toBe(1);
    expect(DEFAULT_TOASTER_OPTIONS.duration).toBe(TOAST_DURATION_MS);
    expect(DEFAULT_TOASTER_OPTIONS.hotkey).toEqual(['F8']);
    const store = createAppToaster();
    expect(store.attrs.max).toBe(1);
    expect(store.attrs.hotkey).toEqual(['F8']);
  });
});

describe('Toaster', () => {
  let store: AppToaster;
  beforeEach(() => {
    store = createAppToaster();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the title and description of a toast', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Welcome back!', description: 'You have successfully signed in' });
    });
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('You have successfully signed in')).toBeTruthy();
  });

  it('shows one toast at a time: a second toast replaces the first', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Syncing email' });
    });
    await screen.findByText('Syncing email');
    act(() => {
      showToast(store, { title: 'Email synced' });
    });
    await screen.findByText('Email synced');
    await waitFor(() => expect(screen.queryByText('Syncing email')).toBeNull());
    expect(document.querySelectorAll('[data-scope="toast"][data-part="root"]')).toHaveLength(1);
  });

  it('marks a destructive toast with data-variant and the error type', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Error signing in', description: 'Bad password', variant: 'destructive' });
    });
    const title = await screen.findByText('Error signing in');
    const root = title.closest('[data-part="root"]');
    expect(root?.getAttribute('data-variant')).toBe('destructive');
    expect(root?.getAttribute('data-type')).toBe('error');
  });

  it('uses the spec durations: 5000 ms by default, 3000 ms for start/complete, given duration otherwise', () => {
    showToast(store, { title: 'a' });
    expect(store.getVisibleToasts()[0]?.duration).toBe(TOAST_DURATION_MS);
    showToast(store, { title: 'b', kind: 'status' });
    expect(store.getVisibleToasts()[0]?.duration).toBe(TOAST_STATUS_DURATION_MS);
    showToast(store, { title: 'c', duration: 1234 });
    expect(store.getVisibleToasts()[0]?.duration).toBe(1234);
    showToast(store, { title: 'd', variant: 'destructive' });
    expect(store.getVisibleToasts()[0]?.duration).toBe(5000);
  });

  it('dismisses itself after its duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Processing CSV', kind: 'status' });
    });
    await screen.findByText('Processing CSV');
    await act(async () => {
      vi.advanceTimersByTime(TOAST_STATUS_DURATION_MS - 1000);
    });
    expect(screen.getByText('Processing CSV')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() => expect(screen.queryByText('Processing CSV')).toBeNull());
  });

  it('closes when its close button is pressed', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Signed out' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Signed out')).toBeNull());
  });

  it('runs its action ("Undo") when the action button is pressed, and closes', async () => {
    const onUndo = vi.fn();
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Contact updated', action: { label: 'Undo', onClick: onUndo } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Contact updated')).toBeNull());
  });

  it('draws no action button without an action', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Saved' });
    });
    await screen.findByText('Saved');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Close']);
  });

  it('is dismissed by a horizontal swipe of 50 px but not of 30 px', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Swipe me' });
    });
    const root = (await screen.findByText('Swipe me')).closest('[data-part="root"]') as HTMLElement;
    fireEvent.pointerDown(root, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(root, { clientX: 130, pointerType: 'touch' });
    fireEvent.pointerUp(root, { clientX: 130, pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText('Swipe me')).toBeTruthy();
    fireEvent.pointerDown(root, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerMove(root, { clientX: 160, pointerType: 'touch' });
    fireEvent.pointerUp(root, { clientX: 160, pointerType: 'touch' });
    await waitFor(() => expect(screen.queryByText('Swipe me')).toBeNull());
  });

  it('moves focus to the toast region when F8 is pressed', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Focus me' });
    });
    await screen.findByText('Focus me');
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).toContain('F8');
    expect(document.activeElement).not.toBe(region);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(document.activeElement).toBe(region));
  });

  it('announces an error as an alert and anything else as a status', async () => {
    render(<Toaster toaster={store} />);
    act(() => {
      showToast(store, { title: 'Error signing in', variant: 'destructive' });
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Error signing in');
    act(() => {
      showToast(store, { title: 'Welcome back!' });
    });
    expect((await screen.findByRole('status')).textContent).toContain('Welcome back!');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('names the region "Notifications (F8)" and the close button as asked', async () => {
    render(<Toaster toaster={store} closeLabel="Close notification" />);
    act(() => {
      showToast(store, { title: 'Signed out' });
    });
    await screen.findByText('Signed out');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it('shows a toast created before the region mounted', async () => {
    showToast(store, { title: 'Too early' });
    render(<Toaster toaster={store} />);
    expect(await screen.findByText('Too early')).toBeTruthy();
  });
});
