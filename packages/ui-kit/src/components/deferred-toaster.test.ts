import { describe, expect, it, vi } from 'vitest';
import { createDeferredToaster } from './deferred-toaster';
import { createAppToaster, showToast } from './toast-store';

const loadStore = () => Promise.resolve({ createAppToaster, showToast });

describe('createDeferredToaster', () => {
  it('holds the newest toast until the store loads, then hands it over with the same id', async () => {
    const toaster = createDeferredToaster({ loadStore });
    toaster.show({ title: 'First' });
    const id = toaster.show({
      title: 'Sign in failed',
      description: 'Wrong password',
      variant: 'destructive',
    });
    expect(toaster.getState()).toMatchObject({ id, title: 'Sign in failed', variant: 'destructive' });

    const store = await toaster.load();
    const shown = store.getVisibleToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id, title: 'Sign in failed', description: 'Wrong password' });
    expect(toaster.getState()).toMatchObject({ id, title: 'Sign in failed', variant: 'destructive' });
  });

  it('does not replay a toast dismissed before the store loaded', async () => {
    const toaster = createDeferredToaster({ loadStore });
    const id = toaster.show({ title: 'Saved' });
    toaster.dismiss(id);
    expect(toaster.getState()).toBeNull();
    const store = await toaster.load();
    expect(store.getVisibleToasts()).toHaveLength(0);
  });

  it('shows one toast at a time once loaded', async () => {
    const toaster = createDeferredToaster({ loadStore });
    await toaster.load();
    toaster.show({ title: 'One' });
    toaster.show({ title: 'Two' });
    expect(toaster.getState()).toMatchObject({ title: 'Two' });
  });

  it('loads the store once and tells subscribers about every show', async () => {
    const load = vi.fn(loadStore);
    const toaster = createDeferredToaster({ loadStore: load });
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    toaster.show({ title: 'Before' });
    expect(listener).toHaveBeenCalledTimes(1);
    await Promise.all([toaster.load(), toaster.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    listener.mockClear();
    toaster.show({ title: 'After' });
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
