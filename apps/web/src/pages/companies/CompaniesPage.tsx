/**
 * /companies (issue 23): the user's companies (one per work domain of their contacts) in a table:
 * name, domain, people, last contacted; search by name or domain, sort by name or last contacted.
 * Like /contacts, the rows are virtualised (only the visible ones are in the DOM), the next page
 * loads as the end comes near, and the whole row opens the company.
 */
import { type Company, type CompanySort, formatLastContacted } from '@rapport/sdk';
import { Link } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import {
  countOf,
  ListPage,
  ListSearch,
  type ListSort,
  LoadingMoreCell,
  nextSort,
  SortHeader,
  VirtualTable,
} from '../../components/ListPage';
import { phoneDetailsClass, rowLinkClass, virtualRowClass } from '../../components/styles';
import { companyKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { useDebounced } from '../../lib/useDebounced';
import { usePagedList } from '../../lib/usePagedList';
import { useVirtualRows } from '../../lib/useVirtualRows';

const PAGE_SIZE = 100;
const ROW_HEIGHT_PX = 52;
const SEARCH_DEBOUNCE_MS = 250;

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

/** A name reads A→Z first; last contacted, newest first. */
const firstOrder = (key: CompanySort) => (key === 'name' ? 'asc' : 'desc');

export function CompaniesPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<ListSort<CompanySort>>({ sort: 'name', order: 'asc' });
  const list = usePagedList(companyKeys.list({ query, ...sort }), (cursor, signal) =>
    api().companies.list(
      {
        ...(query ? { query } : {}),
        sort: sort.sort,
        order: sort.order,
        limit: PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      },
      { signal },
    ),
  );
  const { rows, total } = list;
  const { scrollRef, items, totalSize } = useVirtualRows({
    loaded: rows.length,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    rowHeight: ROW_HEIGHT_PX,
  });
  const onSort = (key: CompanySort) => setSort((current) => nextSort(current, key, firstOrder));
  const heading = (label: string, sortKey?: CompanySort, wide = false) => (
    <SortHeader
      label={label}
      sortKey={sortKey}
      sort={sort}
      onSort={onSort}
      className={wide ? wideOnly : undefined}
    />
  );

  return (
    <ListPage title="Companies" count={countOf(total, 'company', 'companies')}>
      <ListSearch
        label="Search companies"
        placeholder="Search by name or domain…"
        value={search}
        onChange={setSearch}
      />
      <VirtualTable
        scrollRef={scrollRef}
        testId="companies-scroll"
        label="Companies"
        total={total}
        grid={grid}
        head={
          <>
            {heading('Name', 'name')}
            {heading('Domain', undefined, true)}
            {heading('People')}
            {heading('Last contacted', 'lastContactedAt', true)}
          </>
        }
        height={rows.length > 0 ? totalSize : undefined}
        state={{
          loading: list.loading,
          failed: list.failed,
          loadingText: 'Loading companies…',
          failedText: 'The companies could not be loaded.',
          emptyText: query
            ? 'No company matches.'
            : 'No companies yet: they come from the work addresses of your contacts.',
        }}
      >
        {list.loading || list.failed || rows.length === 0
          ? null
          : items.map((item) => (
              <CompanyRow
                key={rows[item.index]?.id ?? 'more'}
                company={rows[item.index]}
                index={item.index}
                start={item.start}
                size={item.size}
              />
            ))}
      </VirtualTable>
    </ListPage>
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
        <LoadingMoreCell />
      )}
    </tr>
  );
});
