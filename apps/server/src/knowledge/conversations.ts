import { sql } from 'drizzle-orm';
import { instantsOf } from '../assistant/meta.js';
import type { ActiveCorrespondent, ConversationEmail, ConversationKnowledge } from '../assistant/types.js';
import { rowsOf } from '../db/index.js';
import { ownAddresses } from '../mailbox/scope.js';
import type { ServiceContext } from '../platform/context.js';
import { present, textArray } from './meta.js';

/**
 * Who wrote what to whom, for the questions people ask first (issue 24, assistant/firstQuestions.ts):
 * a person's mail both ways, the most active correspondents both ways, each thread's latest email.
 * Every query is scoped by the user id; bulk mail (newsletters, notifications) is left out.
 */

interface Row {
  id: string;
  sent_at: Date | string | null;
  created_at: Date | string;
  subject: string | null;
  from_name: string | null;
  from_address: string | null;
  snippet: string | null;
  body_text: string | null;
  to_addresses: string | null;
  thread_id: string | null;
}

const COLUMNS = sql.raw(
  'e.id, e.sent_at, e.created_at, e.subject, e.from_name, e.from_address, e.snippet, e.body_text, e.to_addresses, e.thread_id',
);

const isoOf = (d: Date | string | null) => (d === null ? new Date(0) : new Date(d)).toISOString();

function toEmail(r: Row, own: readonly string[]): ConversationEmail {
  return {
    id: r.id,
    date: isoOf(r.sent_at ?? r.created_at),
    text: r.body_text ?? r.snippet ?? '',
    fromOwner: own.includes((r.from_address ?? '').toLowerCase()),
    ...present({
      subject: r.subject,
      fromName: r.from_name,
      fromAddress: r.from_address,
      snippet: r.snippet,
      to: r.to_addresses,
      thread: r.thread_id,
    }),
  };
}

export function createConversationKnowledge(ctx: ServiceContext): ConversationKnowledge {
  const { db } = ctx.database;
  const inMailbox = (mailboxId: string | undefined) =>
    mailboxId === undefined ? sql`` : sql`and e.mailbox_id = ${mailboxId}`;

  return {
    ownAddresses: (userId) => ownAddresses(ctx.database.db, userId),

    async mailOf(userId, addresses, limit, mailboxId) {
      if (addresses.length === 0) return [];
      const own = await ownAddresses(ctx.database.db, userId);
      const rows = rowsOf<Row>(
        await db.execute(sql`
          select ${COLUMNS} from emails e
          where e.user_id = ${userId} ${inMailbox(mailboxId)} and not e.is_bulk
            and e.addresses && ${textArray(addresses)}
          order by e.sent_at desc nulls last
          limit ${limit}`),
      );
      return rows.map((r) => toEmail(r, own));
    },

    async mostActive(userId, range, limit, mailboxId) {
      const own = await ownAddresses(ctx.database.db, userId);
      const period =
        range === undefined
          ? sql``
          : sql`and e.sent_at >= ${instantsOf(range).start}::timestamptz and e.sent_at < ${instantsOf(range).end}::timestamptz`;
      // Each email counts once for each correspondent on it: received from them, or sent by the user to them.
      // The email cited is their own latest (it shows them writing), the user's latest to them without one.
      const rows = rowsOf<{
        address: string;
        received: number | string;
        sent: number | string;
        latest: string;
      }>(
        await db.execute(sql`
          select a.address,
            count(*) filter (where lower(e.from_address) = a.address) as received,
            count(*) filter (where lower(e.from_address) = any(${textArray(own)})) as sent,
            coalesce(
              (array_agg(e.id order by e.sent_at desc nulls last) filter (where lower(e.from_address) = a.address))[1],
              (array_agg(e.id order by e.sent_at desc nulls last))[1]) as latest
          from emails e, unnest(e.addresses) as a(address)
          where e.user_id = ${userId} ${inMailbox(mailboxId)} ${period} and not e.is_bulk
            and a.address <> all(${textArray(own)})
            and (lower(e.from_address) = a.address or lower(e.from_address) = any(${textArray(own)}))
          group by a.address
          order by count(*) desc, max(e.sent_at) desc
          limit ${limit}`),
      );
      if (rows.length === 0) return [];
      const latest = rowsOf<Row>(
        await db.execute(sql`
          select ${COLUMNS} from emails e
          where e.user_id = ${userId} and e.id = any(${textArray(rows.map((r) => r.latest))}::uuid[])`),
      );
      const names = rowsOf<{ address: string; name: string | null }>(
        await db.execute(sql`
          select lower(c.email) as address,
            coalesce(nullif(c.full_name, ''), nullif(concat_ws(' ', c.first_name, c.last_name), '')) as name
          from contacts c
          where c.user_id = ${userId} and lower(c.email) = any(${textArray(rows.map((r) => r.address))})`),
      );
      return rows.flatMap((r): ActiveCorrespondent[] => {
        const email = latest.find((l) => l.id === r.latest);
        if (email === undefined) return [];
        const name = names.find((n) => n.address === r.address)?.name;
        return [
          {
            address: r.address,
            received: Number(r.received),
            sent: Number(r.sent),
            latest: toEmail(email, own),
            ...(name ? { name } : {}),
          },
        ];
      });
    },

    async latestOfThreads(userId, since, limit, mailboxId) {
      const own = await ownAddresses(ctx.database.db, userId);
      const rows = rowsOf<Row>(
        await db.execute(sql`
          select * from (
            select distinct on (e.thread_id) ${COLUMNS} from emails e
            where e.user_id = ${userId} ${inMailbox(mailboxId)} and not e.is_bulk
              and e.thread_id is not null and e.sent_at >= ${since.toISOString()}::timestamptz
            order by e.thread_id, e.sent_at desc
          ) t order by t.sent_at desc limit ${limit}`),
      );
      return rows.map((r) => toEmail(r, own));
    },

    async recentMail(userId, since, limit, mailboxId) {
      const own = await ownAddresses(ctx.database.db, userId);
      const rows = rowsOf<Row>(
        await db.execute(sql`
          select ${COLUMNS} from emails e
          where e.user_id = ${userId} ${inMailbox(mailboxId)} and not e.is_bulk
            and e.sent_at >= ${since.toISOString()}::timestamptz
          order by e.sent_at desc limit ${limit}`),
      );
      return rows.map((r) => toEmail(r, own));
    },
  };
}
