import { lazy, Suspense, useEffect, useState } from 'react';
import { appToaster } from '../lib/notify';

// The region and its zag machines are not needed to paint a page: they load with the first toast,
// or once the browser is idle after the first load, whichever comes first (the toast store itself
// is in the entry chunk, so a toast shown before then waits in the store and appears on mount).
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
  const [needed, setNeeded] = useState(() => appToaster.getVisibleToasts().length > 0);

  useEffect(() => {
    if (needed) return;
    const need = () => setNeeded(true);
    const unsubscribe = appToaster.subscribe(need);
    const cancelIdle = whenIdle(need);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toaster={appToaster} closeLabel="Close notification" />
    </Suspense>
  );
}
