/**
 * /contacts: every contact in one table (name, company, title, email, phone, last contacted,
 * source) with search, sort by any column, the whole row opening the person (its name is the
 * link, stretched over the row), and infinite scroll: rows are virtualised
 * (only the visible ones are in the DOM) and the next page loads as the end comes near.
 */
import {
  CONTACT_SELECTION_MAX,
  type Contact,
  type ContactSort,
  contactName,
  contactSortFirstOrder,
  contactSourceLabel,
  formatLastContacted,
} from '@rapport/sdk';
import { Button, Dialog, Portal, Spinner, XIcon } from '@rapport/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, memo, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes/input';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { Header } from '../../components/Header';
import { phoneDetailsClass, rowLinkClass, virtualRowClass } from '../../components/styles';
import { contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { useDebounced } from '../../lib/useDebounced';
import { useVirtualRows } from '../../lib/useVirtualRows';
import { SuggestedPeople } from './SuggestedPeople';
import { useDeleteContacts, useExportContacts } from './useContactActions';

/** The onboarding import step, loaded when "Import CSV" is first opened (it brings the CSV parser). */
const LazyCsvImport = lazy(() => import('../onboarding/CsvImport').then((m) => ({ default: m.CsvImport })));

const PAGE_SIZE = 100;
const ROW_HEIGHT_PX = 52;
const SEARCH_DEBOUNCE_MS = 250;

type Order = 'asc' | 'desc';
interface ListFilter {
  query: string;
  sort: ContactSort;
  order: Order;
}

/** The columns: the template of the grid at each width, and which cells show on phones. */
const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1.5rem minmax(0, 1fr) 7.5rem',
    md: '1.5rem minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr) 8rem 8rem 7rem',
  },
  alignItems: 'center',
  gap: '3',
  px: { base: '3', md: '4' },
});
const wideOnly = css({ display: { base: 'none', md: 'block' } });
const cell = css({ minW: 0, truncate: true, fontSize: 'sm' });
const headCell = css({ textAlign: 'start', fontWeight: 'semibold' });
/** A row's checkbox sits above the name link stretched over the row. */
const checkCell = css({ position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center' });
const checkbox = css({ w: '4', h: '4', cursor: 'pointer', accentColor: 'accent.default' });

function useContactPages(filter: ListFilter) {
  return useInfiniteQuery({
    queryKey: contactKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api().contacts.list(
        {
          ...(filter.query ? { query: filter.query } : {}),
          sort: filter.sort,
          order: filter.order,
          limit: PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function ContactsPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ sort: ContactSort; order: Order }>({ sort: 'name', order: 'asc' });
  const filter: ListFilter = { query, ...sort };
  const pages = useContactPages(filter);
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total;
  const exportCsv = useExportContacts();
  const searchId = useId();
  // The selection (issue 26): Delete and Export act on it.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const removeMany = useDeleteContacts(() => {
    setConfirmDelete(false);
    setSelected(new Set());
  });
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else if (next.size < CONTACT_SELECTION_MAX) next.add(id);
        return next;
      }),
    [],
  );
  const allShown = rows.length > 0 && rows.slice(0, CONTACT_SELECTION_MAX).every((c) => selected.has(c.id));
  const toggleAll = () =>
    setSelected(allShown ? new Set() : new Set(rows.slice(0, CONTACT_SELECTION_MAX).map((c) => c.id)));

  const toggleSort = (next: ContactSort) =>
    setSort((current) =>
      current.sort === next
        ? { sort: next, order: current.order === 'asc' ? 'desc' : 'asc' }
        : { sort: next, order: contactSortFirstOrder(next) },
    );

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
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', me: 'auto' })}>People</h1>
          <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {total === undefined
              ? ''
              : `${total.toLocaleString('en-US')} ${total === 1 ? 'contact' : 'contacts'}`}
          </p>
          <Button variant="outline" size="sm" onClick={() => setImportOpen(true)}>
            Import CSV
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => exportCsv.mutate(filter)}
            disabled={exportCsv.isPending}
          >
            {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
        </div>
        {selected.size > 0 ? (
          <section
            aria-label="Selected contacts"
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}
          >
            <p role="status" className={css({ fontSize: 'sm', fontWeight: 'medium', me: '2' })}>
              {selected.size.toLocaleString('en-US')} selected
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={exportCsv.isPending}
              onClick={() => exportCsv.mutate({ ...filter, ids: [...selected] })}
            >
              Export selected
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirmDelete(true)}>
              Delete selected
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </section>
        ) : null}
        <Dialog.Root open={importOpen} onOpenChange={(d) => setImportOpen(d.open)} lazyMount unmountOnExit>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content className={css({ maxW: 'lg', maxH: '90dvh', overflowY: 'auto' })}>
                <Dialog.Title>Import CSV</Dialog.Title>
                <Dialog.Description>
                  New people are added; people you already have (same email) get the fields they lack.
                </Dialog.Description>
                <Dialog.CloseTrigger aria-label="Close">
                  <XIcon size={16} />
                </Dialog.CloseTrigger>
                <div className={css({ mt: '4' })}>
                  <Suspense fallback={<Spinner />}>
                    <LazyCsvImport onProcessed={() => setImportOpen(false)} />
                  </Suspense>
                </div>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
        <ConfirmDeleteDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete ${selected.size.toLocaleString('en-US')} ${selected.size === 1 ? 'contact' : 'contacts'}?`}
          description="They are removed from Rapport. Their emails stay in your mailbox and in answers."
          pending={removeMany.isPending}
          onConfirm={() => removeMany.mutate([...selected])}
        />
        <div>
          <label htmlFor={searchId} className={css({ srOnly: true })}>
            Search contacts
          </label>
          <input
            id={searchId}
            type="search"
            placeholder="Search by name, email, company…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={cx(input({ size: 'md' }), css({ maxW: { md: '28rem' } }))}
          />
        </div>
        <SuggestedPeople />
        <ContactsTable
          rows={rows}
          total={total}
          sort={sort}
          onSort={toggleSort}
          selected={selected}
          onToggle={toggle}
          allSelected={allShown}
          onToggleAll={toggleAll}
          loading={pages.isPending}
          failed={pages.isError}
          hasMore={pages.hasNextPage}
          loadMore={() => {
            if (!pages.isFetchingNextPage) void pages.fetchNextPage();
          }}
          searching={query !== ''}
        />
      </main>
    </div>
  );
}

interface TableProps {
  rows: Contact[];
  total: number | undefined;
  sort: { sort: ContactSort; order: Order };
  onSort(sort: ContactSort): void;
  selected: ReadonlySet<string>;
  onToggle(id: string): void;
  allSelected: boolean;
  onToggleAll(): void;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore(): void;
  searching: boolean;
}

function ContactsTable({
  rows,
  total,
  sort,
  onSort,
  selected,
  onToggle,
  allSelected,
  onToggleAll,
  loading,
  failed,
  hasMore,
  loadMore,
  searching,
}: TableProps) {
  const { scrollRef, items, totalSize } = useVirtualRows({
    loaded: rows.length,
    hasMore,
    loadMore,
    rowHeight: ROW_HEIGHT_PX,
  });

  const sortButton = (key: ContactSort, label: string) => {
    const active = sort.sort === key;
    return (
      <button
        type="button"
        onClick={() => onSort(key)}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          fontWeight: 'semibold',
          cursor: 'pointer',
          rounded: 'sm',
          color: active ? 'fg' : 'fg.muted',
          _hover: { color: 'fg' },
          _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
        })}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.order === 'asc' ? '↑' : '↓') : '↕'}</span>
      </button>
    );
  };
  const ariaSort = (key: ContactSort) =>
    sort.sort === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;

  const header = (key: ContactSort, label: string, wide = false) => (
    <th scope="col" aria-sort={ariaSort(key)} className={cx(headCell, wide ? wideOnly : undefined)}>
      {sortButton(key, label)}
    </th>
  );

  return (
    <div
      ref={scrollRef}
      data-testid="contacts-scroll"
      className={css({
        // Its own stacking context: the sticky header and the row checkboxes (z-index 1) stay
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
        aria-label="Contacts"
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
            <th scope="col" className={checkCell}>
              <input
                type="checkbox"
                className={checkbox}
                aria-label="Select all shown contacts"
                checked={allSelected}
                disabled={rows.length === 0}
                onChange={onToggleAll}
              />
            </th>
            {header('name', 'Name')}
            {header('company', 'Company', true)}
            {header('title', 'Title', true)}
            {header('email', 'Email', true)}
            {header('phone', 'Phone', true)}
            {header('lastContactedAt', 'Last contacted')}
            {header('source', 'Source', true)}
          </tr>
        </thead>
        <tbody
          className={css({ display: 'grid', position: 'relative' })}
          style={{ height: rows.length > 0 ? totalSize : undefined }}
        >
          {loading || failed || rows.length === 0 ? (
            <tr className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
              <td className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}>
                {loading ? (
                  <>
                    <Spinner /> Loading contacts…
                  </>
                ) : failed ? (
                  'The contacts could not be loaded.'
                ) : searching ? (
                  'No contact matches your search.'
                ) : (
                  'No contacts yet. Import a CSV or connect a mailbox.'
                )}
              </td>
            </tr>
          ) : (
            items.map((item) => (
              <ContactRow
                key={rows[item.index]?.id ?? 'more'}
                contact={rows[item.index]}
                index={item.index}
                start={item.start}
                size={item.size}
                checked={rows[item.index] ? selected.has(rows[item.index]!.id) : false}
                onToggle={onToggle}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

const rowClass = cx(grid, virtualRowClass);

const wideCell = cx(cell, wideOnly);
const mutedWideCell = cx(cell, wideOnly, css({ color: 'fg.muted' }));
const lastContactedCell = {
  yes: cx(cell, css({ color: 'fg' })),
  never: cx(cell, css({ color: 'fg.muted' })),
};
const loadingCell = css({
  fontSize: 'sm',
  color: 'fg.muted',
  display: 'flex',
  gap: '2',
  alignItems: 'center',
});

interface ContactRowProps {
  contact: Contact | undefined;
  index: number;
  start: number;
  size: number;
  checked: boolean;
  onToggle(id: string): void;
}

/** One row, memoised: while scrolling only the rows that come into view render. */
const ContactRow = memo(function ContactRow({
  contact,
  index,
  start,
  size,
  checked,
  onToggle,
}: ContactRowProps) {
  return (
    <tr
      aria-rowindex={index + 2}
      className={rowClass}
      style={{ height: size, transform: `translateY(${start}px)` }}
    >
      {contact ? <ContactCells contact={contact} checked={checked} onToggle={onToggle} /> : <LoadingCells />}
    </tr>
  );
});

function ContactCells({
  contact,
  checked,
  onToggle,
}: {
  contact: Contact;
  checked: boolean;
  onToggle(id: string): void;
}) {
  return (
    <>
      <td className={checkCell}>
        <input
          type="checkbox"
          className={checkbox}
          aria-label={`Select ${contactName(contact)}`}
          checked={checked}
          onChange={() => onToggle(contact.id)}
        />
      </td>
      <td className={cell}>
        <Link to="/contacts/$contactId" params={{ contactId: contact.id }} className={rowLinkClass}>
          {contactName(contact)}
        </Link>
        <span className={phoneDetailsClass}>
          {[contact.company, contact.email].filter(Boolean).join(' · ')}
        </span>
      </td>
      <td className={wideCell}>{contact.company}</td>
      <td className={wideCell}>{contact.title}</td>
      <td className={wideCell}>{contact.email}</td>
      <td className={wideCell}>{contact.phone}</td>
      <td className={contact.lastContactedAt ? lastContactedCell.yes : lastContactedCell.never}>
        {formatLastContacted(contact.lastContactedAt)}
      </td>
      <td className={mutedWideCell}>{contactSourceLabel(contact.source)}</td>
    </>
  );
}

function LoadingCells() {
  return (
    <td className={loadingCell}>
      <Spinner size="sm" /> Loading more…
    </td>
  );
}
