/**
 * /companies (issue 23): the user's companies (one per work domain of their contacts) in a table:
 * name, domain, people, last contacted; search by name or domain, sort by name or last contacted.
 * Like /contacts, the rows are virtualised (only the visible ones are in the DOM), the next page
 * loads as the end comes near, and the whole row opens the company.
 */
import { type Company, type CompanySort, formatLastContacted } from '@rapport/sdk';
import { Spinner } from '@rapport/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, useCallback, useId, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes/input';
import { Header } from '../../components/Header';
import { phoneDetailsClass, rowLinkClass, virtualRowClass } from '../../components/styles';
import { companyKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { useDebounced } from '../../lib/useDebounced';
import { useVirtualRows } from '../../lib/useVirtualRows';

const PAGE_SIZE = 100;
const ROW_HEIGHT_PX = 52;
const SEARCH_DEBOUNCE_MS = 250;
type Order = 'asc' | 'desc';

/** The columns at each width: name and people on a phone, domain and last contacted from md. */
const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr) 4.5rem',
    md: 'minmax(0, 1.4fr) minmax(0, 1fr) 6rem 9rem',
  },
  alignItems: 'center',
  gap: '3',
  px: { base: '3', md: '4' },
});
const cell = css({ minW: 0, truncate: true, fontSize: 'sm', textAlign: 'start' });
const wideOnly = css({ display: { base: 'none', md: 'block' } });

const rowClass = cx(grid, virtualRowClass);

export function CompaniesPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ sort: CompanySort; order: Order }>({ sort: 'name', order: 'asc' });
  const filter = { query, ...sort };
  const pages = useInfiniteQuery({
    queryKey: companyKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api().companies.list(
        {
          ...(query ? { query } : {}),
          sort: sort.sort,
          order: sort.order,
          limit: PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total;
  const searchId = useId();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  const { scrollRef, items, totalSize } = useVirtualRows({
    loaded: rows.length,
    hasMore: hasNextPage,
    loadMore,
    rowHeight: ROW_HEIGHT_PX,
  });

  const toggle = (next: CompanySort) =>
    setSort((current) =>
      current.sort === next
        ? { sort: next, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { sort: next, order: next === 'name' ? 'asc' : 'desc' },
    );
  const header = (key: CompanySort | null, label: string, wide = false) => {
    const active = key !== null && sort.sort === key;
    return (
      <th
        scope="col"
        aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
        className={cx(cell, css({ fontWeight: 'semibold' }), wide ? wideOnly : undefined)}
      >
        {key ? (
          <button
            type="button"
            onClick={() => toggle(key)}
            className={css({
              fontWeight: 'semibold',
              cursor: 'pointer',
              color: active ? 'fg' : 'fg.muted',
              _hover: { color: 'fg' },
              _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
            })}
          >
            {label} <span aria-hidden="true">{active ? (sort.order === 'asc' ? '↑' : '↓') : '↕'}</span>
          </button>
        ) : (
          label
        )}
      </th>
    );
  };

  return (
    <div
      className={css({ h: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.subtle', color: 'fg' })}
    >
      <Header />
      <main
        className={css({
          flex: '1',
          minH: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          px: { base: '3', md: '6' },
          py: { base: '4', md: '6' },
        })}
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', me: 'auto' })}>Companies</h1>
          <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {total === undefined
              ? ''
              : `${total.toLocaleString('en-US')} ${total === 1 ? 'company' : 'companies'}`}
          </p>
        </div>
        <div>
          <label htmlFor={searchId} className={css({ srOnly: true })}>
            Search companies
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search by name or domain…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={cx(input({ size: 'md' }), css({ maxW: { md: '28rem' } }))}
          />
        </div>
        <div
          ref={scrollRef}
          data-testid="companies-scroll"
          className={css({
            isolation: 'isolate',
            flex: '1',
            minH: 0,
            overflowY: 'auto',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'xl',
          })}
        >
          <table
            aria-label="Companies"
            aria-rowcount={total === undefined ? -1 : total + 1}
            className={css({ display: 'grid', w: 'full' })}
          >
            <thead
              className={css({ display: 'grid', position: 'sticky', top: 0, zIndex: 1, bg: 'bg.surface' })}
            >
              <tr
                aria-rowindex={1}
                className={cx(grid, css({ h: '11', borderBottomWidth: '1px', borderColor: 'border' }))}
              >
                {header('name', 'Name')}
                {header(null, 'Domain', true)}
                {header(null, 'People')}
                {header('lastContactedAt', 'Last contacted', true)}
              </tr>
            </thead>
            <tbody
              className={css({ display: 'grid', position: 'relative' })}
              style={{ height: rows.length > 0 ? totalSize : undefined }}
            >
              {pages.isPending || pages.isError || rows.length === 0 ? (
                <tr className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
                  <td className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
                    {pages.isPending ? (
                      <>
                        <Spinner /> <span role="status">Loading companies…</span>
                      </>
                    ) : pages.isError ? (
                      <span role="alert">The companies could not be loaded.</span>
                    ) : query ? (
                      'No company matches.'
                    ) : (
                      'No companies yet: they come from the work addresses of your contacts.'
                    )}
                  </td>
                </tr>
              ) : (
                items.map((item) => (
                  <CompanyRow
                    key={rows[item.index]?.id ?? 'more'}
                    company={rows[item.index]}
                    index={item.index}
                    start={item.start}
                    size={item.size}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
      </main>
    </div>
  );
}

interface CompanyRowProps {
  company: Company | undefined;
  index: number;
  start: number;
  size: number;
}

/** One row, memoised: while scrolling only the rows that come into view render. */
const CompanyRow = memo(function CompanyRow({ company: c, index, start, size }: CompanyRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      className={rowClass}
      style={{ height: size, transform: `translateY(${start}px)` }}
    >
      {c ? (
        <>
          <td className={cell}>
            <Link to="/companies/$companyId" params={{ companyId: c.id }} className={rowLinkClass}>
              {c.name}
            </Link>
            <span className={phoneDetailsClass}>{c.domain ?? ''}</span>
          </td>
          <td className={cx(cell, wideOnly, css({ color: 'fg.muted' }))}>{c.domain ?? '—'}</td>
          <td className={cell}>{c.contactCount.toLocaleString('en-US')}</td>
          <td className={cx(cell, wideOnly)}>{formatLastContacted(c.lastContactedAt)}</td>
        </>
      ) : (
        <td
          className={css({
            fontSize: 'sm',
            color: 'fg.muted',
            display: 'flex',
            gap: '2',
            alignItems: 'center',
          })}
        >
          <Spinner size="sm" /> Loading more…
        </td>
      )}
    </tr>
  );
});
