/**
 * The mailbox screens' entry points, each loaded as its own chunk the first time it opens (the
 * first load of `/` has a budget).
 */
import { lazy, Suspense } from 'react';
import type { ConnectMailboxDialogProps } from './ConnectMailboxDialog';
import type { SourcePanelProps } from './SourcePanel';

const LazyConnectMailboxDialog = lazy(() =>
  import('./ConnectMailboxDialog').then((m) => ({ default: m.ConnectMailboxDialog })),
);
const LazyDemoMailboxButton = lazy(() =>
  import('./DemoMailbox').then((m) => ({ default: m.DemoMailboxButton })),
);
const LazySourcePanel = lazy(() => import('./SourcePanel').then((m) => ({ default: m.SourcePanel })));

/** Renders nothing (and loads nothing) until opened. */
export function ConnectMailbox(props: ConnectMailboxDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyConnectMailboxDialog {...props} />
    </Suspense>
  );
}

export function CitedSource(props: SourcePanelProps) {
  if (!props.source) return null;
  return (
    <Suspense fallback={null}>
      <LazySourcePanel {...props} />
    </Suspense>
  );
}

/** "Try the demo mailbox" where it is only sometimes shown (the empty workspace). */
export function DemoMailboxOffer() {
  return (
    <Suspense fallback={null}>
      <LazyDemoMailboxButton />
    </Suspense>
  );
}
