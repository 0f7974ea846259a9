/**
 * A cursor-paged list read page by page as it scrolls (People, Companies): the rows loaded so far,
 * the total, and `loadMore` for the next page (ignored while one is on its way).
 */
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** Contacts send it on every page of this client; optional in the wire shape. */
  total?: number | undefined;
}

export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>,
) {
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const { isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  return {
    rows,
    total: pages.data?.pages[0]?.total,
    hasMore: pages.hasNextPage,
    loadMore,
    loading: pages.isPending,
    failed: pages.isError,
  };
}
