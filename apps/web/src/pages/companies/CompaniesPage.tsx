/**
 * /companies (issue 23): the user's companies (one per work domain of their contacts) in a table:
 * name, domain, people, last contacted; search by name or domain, sort by name or last contacted.
 * Companies are hundreds, not the contacts' hundred thousand: pages of 100 with "Show more"
 * rather than a virtualised scroll.
 */
import { type Company, type CompanySort, formatLastContacted } from '@rapport/sdk';
import { Button, Spinner } from '@rapport/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes/input';
import { Header } from '../../components/Header';
import { companyKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';

const PAGE_SIZE = 100;
const SEARCH_DEBOUNCE_MS = 250;
type Order = 'asc' | 'desc';

const cell = css({ px: { base: '3', md: '4' }, py: '3', fontSize: 'sm', textAlign: 'start', minW: 0 });
const wideOnly = css({ display: { base: 'none', md: 'table-cell' } });

export function CompaniesPage() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
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
      className={css({
        minH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.subtle',
        color: 'fg',
      })}
    >
      <Header />
      <main
        className={css({
          flex: '1',
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
          className={css({
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'xl',
            overflowX: 'auto',
          })}
        >
          <table aria-label="Companies" className={css({ w: 'full', borderCollapse: 'collapse' })}>
            <thead>
              <tr className={css({ borderBottomWidth: '1px', borderColor: 'border' })}>
                {header('name', 'Name')}
                {header(null, 'Domain', true)}
                {header(null, 'People')}
                {header('lastContactedAt', 'Last contacted', true)}
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <CompanyRow key={c.id} company={c} />
              ))}
            </tbody>
          </table>
          {pages.isPending ? (
            <p className={cx(cell, css({ display: 'flex', gap: '2' }))}>
              <Spinner size="sm" /> <span role="status">Loading companies…</span>
            </p>
          ) : pages.isError ? (
            <p role="alert" className={cell}>
              The companies could not be loaded.
            </p>
          ) : rows.length === 0 ? (
            <p className={cx(cell, css({ color: 'fg.muted' }))}>
              {query
                ? 'No company matches.'
                : 'No companies yet: they come from the work addresses of your contacts.'}
            </p>
          ) : null}
        </div>
        {pages.hasNextPage ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? 'Loading…' : 'Show more'}
            </Button>
          </div>
        ) : null}
      </main>
    </div>
  );
}

function CompanyRow({ company: c }: { company: Company }) {
  return (
    <tr className={css({ borderBottomWidth: '1px', borderColor: 'border', _last: { borderBottomWidth: 0 } })}>
      <td className={cell}>
        <Link
          to="/companies/$companyId"
          params={{ companyId: c.id }}
          className={css({
            fontWeight: 'medium',
            color: 'fg',
            textDecoration: 'underline',
            textUnderlineOffset: '2px',
            _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
          })}
        >
          {c.name}
        </Link>
      </td>
      <td className={cx(cell, wideOnly, css({ color: 'fg.muted' }))}>{c.domain ?? '—'}</td>
      <td className={cell}>{c.contactCount.toLocaleString('en-US')}</td>
      <td className={cx(cell, wideOnly)}>{formatLastContacted(c.lastContactedAt)}</td>
    </tr>
  );
}
