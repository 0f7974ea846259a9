import type {
  Contact,
  ContactListFilter,
  ContactListQuery,
  ContactPage,
  ContactTimeline,
  ContactTimelineQuery,
  UpdateContactRequest,
} from '@rapport/sdk/contract';
import { contacts } from '../db/schema.js';
import type { ServiceContext } from '../platform/context.js';
import { ownedRow } from '../platform/owned.js';
import { deleteContacts } from './bulkDelete.js';
import { deleteContact, updateContact } from './edits.js';
import {
  type AfterLinking,
  type LinkedMention,
  linkMentions,
  type Mention,
  type MentionOrigin,
} from './linkMentions.js';
import { contactPage, contactsCsv } from './list.js';
import type { ContactInput } from './model.js';
import { resolveConflict } from './resolveConflict.js';
import { mailOfAddresses, toContact } from './rows.js';
import { contactTimeline } from './timeline.js';

export { type ContactMail, mailOfAddresses, toContact, toPrefixTsquery } from './rows.js';

export interface ContactsDeps {
  /** Brings the user's contacts search index up to date after an edit (the search.reindex job). */
  reindex?: (userId: string) => Promise<unknown>;
}

export function createContactsService(ctx: ServiceContext, deps: ContactsDeps = {}) {
  const { db } = ctx.database;

  return {
    list: (userId: string, input: ContactListQuery): Promise<ContactPage> => contactPage(db, userId, input),

    async get(userId: string, id: string): Promise<Contact> {
      const row = await ownedRow(db, contacts, userId, id, 'Contact not found');
      const mail = row.email ? (await mailOfAddresses(db, userId, [row.email])).get(row.email) : undefined;
      return toContact(row, mail);
    },

    async update(userId: string, id: string, body: UpdateContactRequest): Promise<Contact> {
      const row = await updateContact(db, userId, id, body, new Date(ctx.clock.now()));
      await deps.reindex?.(userId);
      const mail = row.email ? (await mailOfAddresses(db, userId, [row.email])).get(row.email) : undefined;
      return toContact(row, mail);
    },

    /** Settles a field's open conflict (contacts/resolveConflict.ts). */
    async resolveConflict(userId: string, id: string, field: string, keep: 'stored' | 'proposed') {
      const row = await resolveConflict(db, userId, id, field, keep, new Date(ctx.clock.now()));
      await deps.reindex?.(userId);
      const mail = row.email ? (await mailOfAddresses(db, userId, [row.email])).get(row.email) : undefined;
      return toContact(row, mail);
    },

    async remove(userId: string, id: string): Promise<{ message: string }> {
      await deleteContact(db, userId, id);
      await deps.reindex?.(userId);
      return { message: 'Contact deleted' };
    },

    /** `POST /contacts/delete`: the user's contacts among `ids` (others are skipped); their emails stay. */
    async removeMany(userId: string, ids: readonly string[]): Promise<{ deleted: number }> {
      const deleted = await deleteContacts(db, userId, ids);
      if (deleted > 0) await deps.reindex?.(userId);
      return { deleted };
    },

    timeline: (userId: string, id: string, input: ContactTimelineQuery): Promise<ContactTimeline> =>
      contactTimeline(db, userId, id, input),

    exportCsv: (userId: string, filter: ContactListFilter): Promise<string> =>
      contactsCsv(db, userId, filter),

    /**
     * Links the people a post update mentions to contacts by the one identity rule, creating the
     * ones not known (contacts/linkMentions.ts); one entry per mention, null when none could be
     * told apart. Bringing the search index up to date is the caller's (post-update processing).
     */
    linkMentions: (
      userId: string,
      mentions: readonly (ContactInput | Mention)[],
      source: string,
      within?: AfterLinking,
      origin?: MentionOrigin,
    ): Promise<LinkedMention[]> => linkMentions(ctx.database, userId, mentions, source, within, origin),
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
