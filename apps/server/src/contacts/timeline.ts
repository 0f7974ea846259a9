import type { ContactTimeline, ContactTimelineEntry } from '@rapport/sdk/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/index.js';
import { contacts, emails, postUpdateChanges, postUpdates } from '../db/schema.js';
import { ownedRow } from '../platform/owned.js';

/**
 * One contact's timeline, newest first: the emails their address takes part in, the post updates
 * that name them (processing links an update to the contacts it names: `facts.contactIds`), and
 * each of those updates' follow-ups about them (what, with whom, the due day). Paged by time: a page holds `limit` emails and
 * post updates (an update's next steps come with it), plus any others of the same instant, so a
 * `before` cursor never splits a moment in two.
 */

export const TIMELINE_PAGE_SIZE = 50;

interface Unit {
  date: Date;
  /** Sorts units of one instant: an update before an email, then by id. */
  tie: string;
  entries: ContactTimelineEntry[];
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

async function emailUnits(
  db: Db,
  userId: string,
  address: string,
  before: string | undefined,
  limit: number,
) {
  const date = sql`date_trunc('milliseconds', coalesce(${emails.sentAt}, ${emails.createdAt}))`;
  const rows = rowsOf<{
    id: string;
    thread_id: string | null;
    subject: string | null;
    snippet: string | null;
    from_address: string | null;
    from_name: string | null;
    date: Date | string;
  }>(
    await db.execute(sql`
      select ${emails.id} as id, ${emails.threadId} as thread_id, ${emails.subject} as subject,
        ${emails.snippet} as snippet, ${emails.fromAddress} as from_address, ${emails.fromName} as from_name,
        ${date} as date
      from ${emails}
      where ${emails.userId} = ${userId} and ${emails.addresses} @> array[${address}]::text[]
        ${before ? sql`and ${date} < ${before}::timestamptz` : sql``}
      order by date desc, id desc
      limit ${limit + 1}`),
  );
  return rows.map(
    (r): Unit => ({
      date: asDate(r.date),
      tie: `1${r.id}`,
      entries: [
        {
          kind: 'email',
          id: r.id,
          date: asDate(r.date).toISOString(),
          emailId: r.id,
          threadId: r.thread_id,
          subject: r.subject ?? '',
          snippet: r.snippet ?? '',
          from: r.from_address ? { name: r.from_name, address: r.from_address } : null,
          fromContact: r.from_address?.toLowerCase() === address,
        },
      ],
    }),
  );
}

async function postUpdateUnits(
  db: Db,
  userId: string,
  contactId: string,
  before: string | undefined,
  limit: number,
) {
  const date = sql`date_trunc('milliseconds', ${postUpdates.createdAt})`;
  const rows = rowsOf<{
    id: string;
    description: string;
    facts: unknown;
    date: Date | string;
    undone_at: Date | string | null;
  }>(
    await db.execute(sql`
      select ${postUpdates.id} as id, ${postUpdates.description} as description, ${postUpdates.facts} as facts,
        ${date} as date, ${postUpdates.undoneAt} as undone_at
      from ${postUpdates}
      where ${postUpdates.userId} = ${userId}
        and ${postUpdates.facts} -> 'contactIds' @> jsonb_build_array(${contactId}::text)
        ${before ? sql`and ${date} < ${before}::timestamptz` : sql``}
      order by date desc, id desc
      limit ${limit + 1}`),
  );
  // The next steps are the follow-ups about this person (issue 25: what, with whom, when due);
  // an undone update's no longer count, the update itself stays (struck through).
  const live = rows.filter((r) => !r.undone_at).map((r) => r.id);
  const followUps =
    live.length === 0
      ? []
      : await db
          .select({
            id: postUpdateChanges.id,
            postUpdateId: postUpdateChanges.postUpdateId,
            note: postUpdateChanges.note,
            about: postUpdateChanges.about,
            dueOn: postUpdateChanges.dueOn,
          })
          .from(postUpdateChanges)
          .where(
            and(
              eq(postUpdateChanges.userId, userId),
              eq(postUpdateChanges.kind, 'follow_up_added'),
              eq(postUpdateChanges.contactId, contactId),
              inArray(postUpdateChanges.postUpdateId, live),
            ),
          )
          .orderBy(asc(postUpdateChanges.position));
  return rows.map((r): Unit => {
    const iso = asDate(r.date).toISOString();
    const steps = followUps.filter((f) => f.postUpdateId === r.id);
    return {
      date: asDate(r.date),
      tie: `0${r.id}`,
      entries: [
        {
          kind: 'post_update',
          id: r.id,
          date: iso,
          postUpdateId: r.id,
          text: r.description,
          ...(r.undone_at ? { undoneAt: asDate(r.undone_at).toISOString() } : {}),
        },
        ...steps.map(
          (f): ContactTimelineEntry => ({
            kind: 'next_step',
            id: f.id,
            date: iso,
            postUpdateId: r.id,
            text: f.about ?? f.note ?? '',
            dueOn: f.dueOn,
          }),
        ),
      ],
    };
  });
}

export async function contactTimeline(
  db: Db,
  userId: string,
  contactId: string,
  input: { before?: string | undefined; limit?: number | undefined },
): Promise<ContactTimeline> {
  const contact = await ownedRow(db, contacts, userId, contactId, 'Contact not found');
  const limit = input.limit ?? TIMELINE_PAGE_SIZE;
  const units = [
    ...(contact.email ? await emailUnits(db, userId, contact.email, input.before, limit) : []),
    ...(await postUpdateUnits(db, userId, contactId, input.before, limit)),
  ].sort((a, b) => b.date.getTime() - a.date.getTime() || a.tie.localeCompare(b.tie));
  if (units.length <= limit) return { items: units.flatMap((u) => u.entries), nextBefore: null };
  const cut = units[limit - 1]!.date.getTime();
  const page = units.filter((u, i) => i < limit || u.date.getTime() === cut);
  return {
    items: page.flatMap((u) => u.entries),
    nextBefore: page.length < units.length ? new Date(cut).toISOString() : null,
  };
}
