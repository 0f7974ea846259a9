import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './notify';
import { type FormSubmitOptions, useFormSubmit } from './useFormSubmit';

const FAILURE = { title: 'Sign in failed', description: 'Invalid email or password' };

function submitEvent() {
  return { preventDefault: vi.fn() } as unknown as FormEvent & { preventDefault: ReturnType<typeof vi.fn> };
}

function setup(options: Partial<FormSubmitOptions>) {
  return renderHook(() => useFormSubmit({ run: async () => {}, failure: FAILURE, ...options }));
}

describe('useFormSubmit', () => {
  beforeEach(() => {
    toasts.current = null;
  });

  it('shows the failing check as a destructive toast and does not run', async () => {
    const run = vi.fn(async () => {});
    const { result } = setup({ check: () => ({ title: 'Missing fields', description: 'Fill it' }), run });
    const event = submitEvent();
    await act(() => result.current.onSubmit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
    expect(toasts.current).toMatchObject({
      title: 'Missing fields',
      description: 'Fill it',
      variant: 'destructive',
    });
    expect(result.current.busy).toBe(false);
  });

  it('is busy while running and stays busy after success unless readyAfterSuccess', async () => {
    let finish = () => {};
    const run = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    const { result } = setup({ check: () => null, run });
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.onSubmit(submitEvent());
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current.busy).toBe(true);
    expect(toasts.current).toBeNull();

    const ready = setup({ readyAfterSuccess: true });
    await act(() => ready.result.current.onSubmit(submitEvent()));
    expect(ready.result.current.busy).toBe(false);
  });

  it.each([
    ['the error message', new Error('Email not verified'), 'Email not verified'],
    ['the fallback when the error says nothing', 'boom', FAILURE.description],
  ])('on failure toasts the title with %s and is ready again', async (_name, error, description) => {
    const { result } = setup({
      run: async () => {
        throw error;
      },
    });
    await act(() => result.current.onSubmit(submitEvent()));
    expect(toasts.current).toMatchObject({ title: FAILURE.title, description, variant: 'destructive' });
    expect(result.current.busy).toBe(false);
  });
});
