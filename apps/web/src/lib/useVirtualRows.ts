import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

interface VirtualRowsOptions {
  /** The rows loaded so far. */
  loaded: number;
  /** Whether the server has more pages: one more row (the "Loading more…" one) is rendered. */
  hasMore: boolean;
  loadMore(): void;
  rowHeight: number;
}

/** How many rows before the end the next page starts loading (about a screenful). */
const LOAD_AHEAD_ROWS = 30;

/**
 * A scrolling table's rows, virtualised: only the rows in view (and a few either side) are
 * rendered, and the next page loads while a screenful of rows is still ahead. Shared by /contacts
 * and /companies.
 */
export function useVirtualRows({ loaded, hasMore, loadMore, rowHeight }: VirtualRowsOptions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: loaded + (hasMore ? 1 : 0),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Rows render in React's own time, not synchronously inside each scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && lastIndex >= loaded - LOAD_AHEAD_ROWS) loadMore();
  }, [hasMore, lastIndex, loaded, loadMore]);
  return { scrollRef, items, totalSize: virtualizer.getTotalSize() };
}
