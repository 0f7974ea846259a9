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
import { Link } from '@tanstack/react-router';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
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
import { contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { useDebounced } from '../../lib/useDebounced';
import { usePagedList } from '../../lib/usePagedList';
import { useVirtualRows } from '../../lib/useVirtualRows';
import { SuggestedPeople } from './SuggestedPeople';
import { useDeleteContacts, useExportContacts } from './useContactActions';

/** The onboarding import step, loaded when "Import CSV" is first opened (it brings the CSV parser). */
const LazyCsvImport = lazy(() => import('../onboarding/CsvImport').then((m) => ({ default: m.CsvImport })));

const PAGE_SIZE = 100;
const ROW_HEIGHT_PX = 52;
const SEARCH_DEBOUNCE_MS = 250;

interface ListFilter extends ListSort<ContactSort> {
  query: string;
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
/** A row's checkbox sits above the name link stretched over the row. */
const checkCell = css({ position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center' });
const checkbox = css({ w: '4', h: '4', cursor: 'pointer', accentColor: 'accent.default' });

function useContactPages(filter: ListFilter) {
  return usePagedList(contactKeys.list(filter), (cursor, signal) =>
    api().contacts.list(
      {
        ...(filter.query ? { query: filter.query } : {}),
        sort: filter.sort,
        order: filter.order,
        limit: PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      },
      { signal },
    ),
  );
}

export function ContactsPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<ListSort<ContactSort>>({ sort: 'name', order: 'asc' });
  const filter: ListFilter = { query, ...sort };
  const list = useContactPages(filter);
  const { rows, total } = list;
  const exportCsv = useExportContacts();
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
    setSort((current) => nextSort(current, next, contactSortFirstOrder));

  return (
    <ListPage
      title="People"
      count={countOf(total, 'contact', 'contacts')}
      actions={
        <>
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
        </>
      }
    >
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
      <ListSearch
        label="Search contacts"
        placeholder="Search by name, email, company…"
        value={search}
        onChange={setSearch}
      />
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
        loading={list.loading}
        failed={list.failed}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        searching={query !== ''}
      />
    </ListPage>
  );
}

interface TableProps {
  rows: Contact[];
  total: number | undefined;
  sort: ListSort<ContactSort>;
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

  const heading = (key: ContactSort, label: string, wide = false) => (
    <SortHeader
      label={label}
      sortKey={key}
      sort={sort}
      onSort={onSort}
      className={wide ? wideOnly : undefined}
    />
  );

  return (
    <VirtualTable
      scrollRef={scrollRef}
      testId="contacts-scroll"
      label="Contacts"
      total={total}
      grid={grid}
      head={
        <>
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
          {heading('name', 'Name')}
          {heading('company', 'Company', true)}
          {heading('title', 'Title', true)}
          {heading('email', 'Email', true)}
          {heading('phone', 'Phone', true)}
          {heading('lastContactedAt', 'Last contacted')}
          {heading('source', 'Source', true)}
        </>
      }
      height={rows.length > 0 ? totalSize : undefined}
      state={{
        loading,
        failed,
        loadingText: 'Loading contacts…',
        failedText: 'The contacts could not be loaded.',
        emptyText: searching
          ? 'No contact matches your search.'
          : 'No contacts yet. Import a CSV or connect a mailbox.',
      }}
    >
      {loading || failed || rows.length === 0
        ? null
        : items.map((item) => (
            <ContactRow
              key={rows[item.index]?.id ?? 'more'}
              contact={rows[item.index]}
              index={item.index}
              start={item.start}
              size={item.size}
              checked={rows[item.index] ? selected.has(rows[item.index]!.id) : false}
              onToggle={onToggle}
            />
          ))}
    </VirtualTable>
  );
}

const rowClass = cx(grid, virtualRowClass);

const wideCell = cx(cell, wideOnly);
const mutedWideCell = cx(cell, wideOnly, css({ color: 'fg.muted' }));
const lastContactedCell = {
  yes: cx(cell, css({ color: 'fg' })),
  never: cx(cell, css({ color: 'fg.muted' })),
};
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
      {contact ? (
        <ContactCells contact={contact} checked={checked} onToggle={onToggle} />
      ) : (
        <LoadingMoreCell />
      )}
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
