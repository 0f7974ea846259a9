/**
 * The frame the People and Companies pages share: the page with its header, title, count and
 * actions; the search box; a sortable column heading; and the virtualised table's scroll box with
 * its sticky heading row and its loading, error and empty states. Each page keeps its own columns
 * and rows.
 */
import { Spinner } from '@rapport/ui-kit';
import type { ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { css, cx } from '../../styled-system/css';
import { input } from '../../styled-system/recipes/input';
import { Header } from './Header';

export type SortOrder = 'asc' | 'desc';
export interface ListSort<K extends string> {
  sort: K;
  order: SortOrder;
}

/** The page: header, then the title with its count ("1,204 contacts") and actions, then the rest. */
export function ListPage({
  title,
  count,
  actions,
  children,
}: {
  title: string;
  /** The count as words, or '' while it is unknown. */
  count: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
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
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', me: 'auto' })}>{title}</h1>
          <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {count}
          </p>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}

/** "1,204 contacts", "1 company", or '' while the total is unknown. */
export const countOf = (total: number | undefined, one: string, many: string) =>
  total === undefined ? '' : `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;

/** The search box above a list, labelled for screen readers. */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={css({ srOnly: true })}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cx(input({ size: 'md' }), css({ maxW: { md: '28rem' } }))}
      />
    </div>
  );
}

const headCell = css({ minW: 0, truncate: true, textAlign: 'start', fontWeight: 'semibold' });
const sortButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: 'semibold',
  cursor: 'pointer',
  rounded: 'sm',
  color: 'fg.muted',
  _hover: { color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
});
const activeSortButton = cx(sortButton, css({ color: 'fg' }));

/** The next sort when a column's heading is clicked: the same column flips, another starts at its first order. */
export const nextSort = <K extends string>(
  current: ListSort<K>,
  key: K,
  firstOrder: (key: K) => SortOrder,
): ListSort<K> =>
  current.sort === key
    ? { sort: key, order: current.order === 'asc' ? 'desc' : 'asc' }
    : { sort: key, order: firstOrder(key) };

/** A column heading; with a `sortKey` it is a button that sorts by it and says how (`aria-sort`). */
export function SortHeader<K extends string>({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: {
  label: string;
  sortKey?: K;
  sort: ListSort<K>;
  onSort(key: K): void;
  className?: string | undefined;
}) {
  const active = sortKey !== undefined && sort.sort === sortKey;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cx(headCell, className)}
    >
      {sortKey === undefined ? (
        label
      ) : (
        <button
          type="button"
          onClick={() => onSort(sortKey)}
          className={active ? activeSortButton : sortButton}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.order === 'asc' ? '↑' : '↓') : '↕'}</span>
        </button>
      )}
    </th>
  );
}

/** What the table shows when it has no rows to show. */
export interface ListState {
  loading: boolean;
  failed: boolean;
  /** "Loading contacts…" */
  loadingText: string;
  /** "The contacts could not be loaded." */
  failedText: string;
  /** What an empty list says (a search that matched nothing, or nothing yet). */
  emptyText: string;
}

/**
 * The virtualised table: a scroll box (`scrollRef` from `useVirtualRows`), a sticky heading row
 * laid out by `grid`, and a body `height` tall whose rows place themselves; or, with no rows,
 * one line saying why.
 */
export function VirtualTable({
  scrollRef,
  testId,
  label,
  total,
  grid,
  head,
  height,
  state,
  children,
}: {
  scrollRef: RefObject<HTMLDivElement | null>;
  testId: string;
  label: string;
  total: number | undefined;
  /** The row grid's class, shared by the heading row and the rows. */
  grid: string;
  head: ReactNode;
  /** The body's height (every row, loaded or not), or undefined while there are none. */
  height: number | undefined;
  state: ListState;
  /** The visible rows, or nothing: then `state` says why. */
  children: ReactNode | null;
}) {
  return (
    <div
      ref={scrollRef}
      data-testid={testId}
      className={css({
        // Its own stacking context: the sticky header and anything above a row (z-index 1) stay
        // under dialogs, which the kit opens without a z-index of their own.
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
        aria-label={label}
        aria-rowcount={total === undefined ? -1 : total + 1}
        className={css({ display: 'grid', w: 'full' })}
      >
        <thead className={css({ display: 'grid', position: 'sticky', top: 0, zIndex: 1, bg: 'bg.surface' })}>
          <tr
            aria-rowindex={1}
            className={cx(
              grid,
              css({
                h: '11',
                borderBottomWidth: '1px',
                borderColor: 'border',
                fontSize: 'xs',
                color: 'fg.muted',
              }),
            )}
          >
            {head}
          </tr>
        </thead>
        <tbody className={css({ display: 'grid', position: 'relative' })} style={{ height }}>
          {children ?? (
            <tr className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
              <td className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
                {state.loading ? (
                  <>
                    <Spinner /> <span role="status">{state.loadingText}</span>
                  </>
                ) : state.failed ? (
                  <span role="alert">{state.failedText}</span>
                ) : (
                  state.emptyText
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The last row while the next page loads. */
export function LoadingMoreCell() {
  return (
    <td
      className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '2', alignItems: 'center' })}
    >
      <Spinner size="sm" /> Loading more…
    </td>
  );
}
