import type { AppToaster } from '@rapport/ui-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { css } from '../../styled-system/css';
import { appToaster } from '../lib/notify';

/**
 * Where toasts sit, by breakpoint (issue 26; the placement is lib/notify.ts's bottom-start): from
 * 768 px over the chat list, as wide as the sidebar (18rem) less its margins, above its action bar
 * (3.5rem); below, across the bottom over the composer, at most three lines of description.
 */
const toastPlace = css({
  '--app-toast-left': { base: '0.5rem', md: '1rem' },
  '--app-toast-bottom': { base: '0.5rem', md: '4.5rem' },
  '& [data-part=root]': { w: { base: 'calc(100vw - 1rem)', md: '16rem' } },
  '& [data-part=description]': { lineClamp: { base: '3', md: 'none' } },
});

// The region, its zag machines and the toast store are not needed to paint a page: they load with
// the first toast, or once the browser is idle after the first load, whichever comes first (a
// toast shown before then waits in the deferred toaster and appears on mount).
const Toaster = lazy(() => import('@rapport/ui-kit/toaster').then((kit) => ({ default: kit.Toaster })));

const IDLE_FALLBACK_MS = 2_000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/** The toast region of spec §4/§9 ("Notifications (F8)"), one toast at a time. */
export function ToastRegion() {
  const [store, setStore] = useState<AppToaster | null>(null);

  useEffect(() => {
    if (store) return;
    let active = true;
    const load = () => {
      void appToaster.load().then((loaded) => {
        if (active) setStore(loaded);
      });
    };
    const unsubscribe = appToaster.subscribe(load);
    const cancelIdle = whenIdle(load);
    if (appToaster.getState()) load();
    return () => {
      active = false;
      unsubscribe();
      cancelIdle();
    };
  }, [store]);

  if (!store) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toaster={store} closeLabel="Close notification" className={toastPlace} />
    </Suspense>
  );
}
