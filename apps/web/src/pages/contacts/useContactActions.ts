/**
 * What the People screens do through the API: save a field (with an Undo toast), delete a
 * contact, export the list. Each keeps the contacts' cache (lib/query.ts `contactKeys`) true.
 */
import {
  CONTACT_MESSAGES,
  type Contact,
  type ContactEditableField,
  type ContactListFilter,
  contactsDeletedMessage,
  errorDescription,
  type UpdateContactRequest,
} from '@rapport/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadCsv } from '../../lib/download';
import { notify, notifyError } from '../../lib/notify';
import { contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';

const UNDO_TOAST_MS = 8_000;

/** Saves one field of the contact; the toast offers to put the old value back. */
export function useUpdateContact(contact: Contact) {
  const queryClient = useQueryClient();
  const save = async (body: UpdateContactRequest) => {
    const updated = await api().contacts.update(contact.id, body);
    queryClient.setQueryData(contactKeys.detail(contact.id), updated);
    void queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: contactKeys.timeline(contact.id) });
    return updated;
  };
  return useMutation({
    mutationFn: ({ field, value }: { field: ContactEditableField; value: string }) =>
      save({ [field]: value.trim() === '' ? null : value }),
    onSuccess: (_updated, { field }) => {
      const previous = contact[field];
      notify({
        ...CONTACT_MESSAGES.updated,
        durationMs: UNDO_TOAST_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            save({ [field]: previous })
              .then(() => notify(CONTACT_MESSAGES.undone))
              .catch((error: unknown) =>
                notifyError({
                  ...CONTACT_MESSAGES.saveFailed,
                  description: errorDescription(error, 'Please try again'),
                }),
              );
          },
        },
      });
    },
    onError: (error) =>
      notifyError({
        ...CONTACT_MESSAGES.saveFailed,
        description: errorDescription(error, 'Please try again'),
      }),
  });
}

/** Deletes the contact (their emails stay) and forgets it in every list. */
export function useDeleteContact(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api().contacts.remove(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
      notify(CONTACT_MESSAGES.deleted);
      onDeleted();
    },
    onError: (error) =>
      notifyError({
        ...CONTACT_MESSAGES.deleteFailed,
        description: errorDescription(error, 'Please try again'),
      }),
  });
}

/** Deletes the selected contacts (their emails stay) and forgets them in every list. */
export function useDeleteContacts(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => api().contacts.removeMany([...ids]),
    onSuccess: ({ deleted }, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
      notify(contactsDeletedMessage(deleted));
      onDeleted();
    },
    onError: (error) =>
      notifyError({
        ...CONTACT_MESSAGES.deleteFailed,
        description: errorDescription(error, 'Please try again'),
      }),
  });
}

/** Downloads the list as shown (search and order) as `contacts.csv`. */
export function useExportContacts() {
  return useMutation({
    mutationFn: async (filter: {
      query: string;
      sort: ContactListFilter['sort'];
      order: ContactListFilter['order'];
      /** Only these contacts (the selection). */
      ids?: readonly string[];
    }) => {
      const csv = await api().contacts.exportCsv({
        ...(filter.query ? { query: filter.query } : {}),
        sort: filter.sort,
        order: filter.order,
        ...(filter.ids ? { ids: filter.ids.join(',') } : {}),
      });
      downloadCsv(csv, 'contacts.csv');
    },
    onSuccess: () => notify(CONTACT_MESSAGES.exported),
    onError: (error) =>
      notifyError({
        ...CONTACT_MESSAGES.exportFailed,
        description: errorDescription(error, 'Please try again'),
      }),
  });
}
