import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ContactPolicy, ImapConnectRequest, Mailbox } from '@rapport/sdk/contract';
import { DEMO_MAILBOX_SIZE } from '@rapport/sdk/rules';
import type { MailboxRow } from '../db/schema.js';
import { conflict, HttpError } from '../http/errors.js';
import type { JobRunner } from '../jobs/types.js';
import { emailKey } from '../lib/email.js';
import type { ServiceContext } from '../platform/context.js';
import type { JobsService } from '../platform/jobs.js';
import { demoMbox } from './demo.js';
import type { MailboxesService } from './mailboxes.js';
import { deleteMailOnlyContacts, mailboxRemoval } from './mailOnlyContacts.js';
import type { MboxArchives, ReceivedArchive } from './mbox/archives.js';
import type { MailboxSchedule } from './schedule.js';
import { isMailboxError, type MailboxErrorCode } from './types.js';

/** What `POST /mailboxes/imap` stores: everything but the password. */
export interface ImapSettings {
  host: string;
  port: number;
  security: ImapConnectRequest['security'];
  user: string;
}

export interface ImapCredentials {
  password: string;
}

export interface MboxSettings {
  /** The archive file in the data folder. */
  path: string;
  sha256: string;
  size: number;
  fileName: string;
}

export interface MailboxConnectors {
  /** Tries an IMAP login at once; resolves the mailbox address or throws a `MailboxError`. */
  verifyImap(settings: ImapSettings, credentials: ImapCredentials): Promise<{ address: string }>;
}

/** How a refused connection answers: a 4xx whose `detail` says which, so the person can fix it. */
const CONNECT_STATUS: Partial<Record<MailboxErrorCode, number>> = {
  auth_failed: 400,
  host_not_found: 400,
  connection_refused: 400,
  tls_failed: 400,
  timeout: 400,
  rate_limited: 429,
};

/** The demo mailbox: its name in the list, and how much mail it holds. */
export const DEMO_ADDRESS = 'Demo mailbox';

/** The mailbox kinds with an address book of their own, as a person names it. */
const ADDRESS_BOOKS = { gmail: 'Google contacts', microsoft: 'Outlook contacts' } as const;
/**
 * The demo mailbox (`POST /mailboxes/demo`, `npm run demo`, the eval's world: all named
 * DEMO_ADDRESS) makes a contact of everyone in it: it is the showcase of a filled CRM, and its
 * made-up customers who wrote without an answer are people the assistant is asked about.
 */
export const DEMO_CONTACT_POLICY: ContactPolicy = 'everyone';
const DEMO_MESSAGES = DEMO_MAILBOX_SIZE.emails;

export interface MailboxStarted {
  mailbox: Mailbox;
  jobId: string | null;
}

/**
 * Connecting mailboxes and starting their syncs: the rules behind `POST /mailboxes/imap`,
 * `POST /mailboxes/mbox`, `POST /mailboxes/{id}/sync` and `POST /emails/sync`.
 */
export function createMailboxConnectService(
  ctx: ServiceContext,
  deps: {
    mailboxes: MailboxesService;
    runner: JobRunner;
    jobs: JobsService;
    schedule: MailboxSchedule;
    connectors: MailboxConnectors;
    archives: MboxArchives;
    /** The account's email (one of the owner's addresses, for reading who mail makes a contact of). */
    accountEmail: (userId: string) => Promise<string>;
  },
) {
  const { mailboxes } = deps;

  /**
   * Starts a sync now. One sync per mailbox is the runner's rule (the job's key is the mailbox
   * id): while one is queued or running, no job is added and the answer's `jobId` is null. The
   * mailbox row shows it queued first; the job moves it on (syncing, then completed or error).
   */
  async function requestSync(userId: string, mailboxId: string): Promise<MailboxStarted> {
    let previous = await mailboxes.owned(userId, mailboxId);
    if (previous.disconnectedAt) {
      // An archive needs no sign-in: syncing it again reconnects it. Gmail and IMAP sign in again.
      if (previous.kind !== 'mbox')
        throw conflict(`${previous.address} is disconnected: connect it again to sync it.`);
      previous = await mailboxes.reconnectArchive(userId, mailboxId);
    }
    const marked = await mailboxes.markQueued(userId, mailboxId);
    let jobId: string | null;
    try {
      jobId = await deps.runner.enqueue(
        'mailbox.sync',
        { userId, mailboxId },
        { id: randomUUID(), key: mailboxId },
      );
    } catch (e) {
      if (marked) await mailboxes.unqueue(userId, mailboxId, previous);
      throw e;
    }
    // The job creates its row too; whichever comes first makes it, so the answer's id is there.
    if (jobId) await deps.jobs.ensure(userId, jobId, 'mailbox.sync', { mailboxId });
    return { mailbox: await mailboxes.wire(await mailboxes.owned(userId, mailboxId)), jobId };
  }

  /** A connected Gmail or IMAP mailbox: its periodic sync is scheduled and its first sync starts. */
  async function connected(row: MailboxRow): Promise<MailboxStarted> {
    await deps.schedule.add(row);
    return requestSync(row.userId, row.id);
  }

  /**
   * The provider's own address book read again (`POST /mailboxes/{id}/sync-contacts`, and Gmail's
   * `POST /gmail/sync-contacts`): Gmail's People API or Outlook's contacts, merged by email. One
   * such job per mailbox: while one runs the answer's `jobId` is null. Other kinds have no address
   * book (their contacts come from their mail) and a disconnected mailbox must sign in first: 409.
   */
  async function syncContacts(
    userId: string,
    mailboxId: string,
  ): Promise<{ message: string; jobId: string | null }> {
    const row = await mailboxes.owned(userId, mailboxId);
    const book = ADDRESS_BOOKS[row.kind as keyof typeof ADDRESS_BOOKS];
    if (!book) throw conflict(`${row.address} has no address book to sync: its contacts come from its mail.`);
    if (row.disconnectedAt)
      throw conflict(`${row.address} is disconnected: connect it again to sync its contacts.`);
    const job = await deps.jobs.create(ctx.database.db, userId, 'mailbox.contacts', { mailboxId });
    const queued = await deps.runner.enqueue(
      'mailbox.contacts',
      { userId, mailboxId, jobId: job.id },
      { id: job.id, key: mailboxId },
    );
    if (!queued) {
      await deps.jobs.fail(userId, job.id, 'A contacts sync of this mailbox is already running');
      return { message: `Your ${book} are already syncing`, jobId: null };
    }
    return { message: `Syncing your ${book}`, jobId: job.id };
  }

  return {
    requestSync,
    connected,
    syncContacts,

    /**
     * `PATCH /mailboxes/{id}`: a new contact policy, applied to the mail already imported by the
     * `mailbox.contactPolicy` job (its id in the answer; null when the policy did not change).
     * While an earlier change is still being applied the new one is refused (409) and the policy
     * stays as it was.
     */
    async setContactPolicy(
      userId: string,
      mailboxId: string,
      policy: ContactPolicy,
    ): Promise<MailboxStarted> {
      const previous = await mailboxes.owned(userId, mailboxId);
      if (previous.contactPolicy === policy) return { mailbox: await mailboxes.wire(previous), jobId: null };
      await mailboxes.setContactPolicy(userId, mailboxId, policy);
      // The job's row first: the runner may start it before enqueue returns.
      const id = randomUUID();
      await deps.jobs.ensure(userId, id, 'mailbox.contactPolicy', { mailboxId, contactPolicy: policy });
      const jobId = await deps.runner.enqueue(
        'mailbox.contactPolicy',
        { userId, mailboxId, jobId: id },
        { id, key: mailboxId },
      );
      if (!jobId) {
        await mailboxes.setContactPolicy(userId, mailboxId, previous.contactPolicy);
        await deps.jobs.fail(userId, id, 'An earlier contact policy change was still being applied');
        throw conflict('The last contact policy change is still being applied; try again when it ends.');
      }
      return { mailbox: await mailboxes.wire(await mailboxes.owned(userId, mailboxId)), jobId };
    },

    /**
     * "Disconnect, keep its mail" (`POST /mailboxes/{id}/disconnect`, `POST /gmail/disconnect`): its
     * schedule first, then no credentials and no sync (a sync in progress stops at its next
     * batch); the mailbox stays listed as disconnected with its mail and contacts (issue 26).
     */
    async disconnect(userId: string, mailboxId: string): Promise<MailboxRow> {
      await mailboxes.owned(userId, mailboxId);
      await deps.schedule.remove(mailboxId);
      await mailboxes.markDisconnectedByUser(userId, mailboxId);
      return mailboxes.owned(userId, mailboxId);
    },

    /**
     * What removing the mailbox with its mail does to contacts (`GET /mailboxes/{id}/removal`):
     * how many came only from its mail and go with it, how many of the people it names stay.
     */
    async removal(
      userId: string,
      mailboxId: string,
    ): Promise<{ contactsRemoved: number; contactsKept: number }> {
      const row = await mailboxes.owned(userId, mailboxId);
      const { gone, kept } = await mailboxRemoval(ctx.database, row, await deps.accountEmail(userId));
      return { contactsRemoved: gone.length, contactsKept: kept };
    },

    /**
     * Removes the mailbox (`DELETE /mailboxes/{id}`, `POST /gmail/disconnect`): its schedule
     * first, so no periodic sync starts again; a sync in progress stops at its next batch. Its
     * mail goes too unless `keepMail`, and an uploaded archive no other mailbox holds; with its
     * mail go the contacts that came only from it (mailbox/mailOnlyContacts.ts), counted in
     * `contactsRemoved`.
     */
    async remove(
      userId: string,
      mailboxId: string,
      keepMail: boolean,
    ): Promise<MailboxRow & { contactsRemoved: number }> {
      const owned = await mailboxes.owned(userId, mailboxId);
      await deps.schedule.remove(mailboxId);
      // Which contacts came only from its mail is read from that mail: before it goes.
      const gone = keepMail
        ? []
        : (await mailboxRemoval(ctx.database, owned, await deps.accountEmail(userId))).gone;
      const row = await mailboxes.remove(userId, mailboxId, keepMail);
      const contactsRemoved = await deleteMailOnlyContacts(
        ctx.database,
        userId,
        gone.map((c) => c.id),
      );
      if (contactsRemoved > 0) await deps.runner.enqueue('search.reindex', { userId, notify: false });
      // An archive no mailbox reads any more is not kept.
      const sha256 = row.kind === 'mbox' ? (row.settings as unknown as MboxSettings).sha256 : undefined;
      if (sha256 && !(await mailboxes.archiveInUse(sha256))) await deps.archives.discard(sha256);
      return { ...row, contactsRemoved };
    },

    async connectImap(userId: string, request: ImapConnectRequest): Promise<MailboxStarted> {
      const settings: ImapSettings = {
        host: request.host.toLowerCase(),
        port: request.port,
        security: request.security,
        user: request.user,
      };
      let address: string;
      try {
        ({ address } = await deps.connectors.verifyImap(settings, { password: request.password }));
      } catch (e) {
        if (!isMailboxError(e)) throw e;
        throw new HttpError(CONNECT_STATUS[e.code] ?? 400, 'bad_request', e.message);
      }
      const row = await mailboxes.create(userId, {
        kind: 'imap',
        address: emailKey(address),
        settings: { ...settings },
        credentials: { password: request.password } satisfies ImapCredentials,
      });
      ctx.log.info(`mailbox ${row.id}: IMAP ${settings.host} connected`);
      return connected(row);
    },

    /** An uploaded archive: the mailbox that already holds it is synced again (adding nothing). */
    async importMbox(
      userId: string,
      archive: ReceivedArchive & { fileName: string },
      address: string,
    ): Promise<MailboxStarted> {
      const existing = await mailboxes.findArchive(userId, archive.sha256);
      // Before the import is queued: any instance may run it.
      await deps.archives.share(archive);
      const row =
        existing ??
        (await mailboxes.create(userId, {
          kind: 'mbox',
          address,
          ...(address === DEMO_ADDRESS ? { contactPolicy: DEMO_CONTACT_POLICY } : {}),
          settings: {
            path: archive.path,
            sha256: archive.sha256,
            size: archive.size,
            fileName: archive.fileName,
          } satisfies MboxSettings,
        }));
      return requestSync(userId, row.id);
    },

    /**
     * `POST /mailboxes/demo`: made-up mail addressed to the user, so Query Mode has something to
     * answer from before any account is connected. Added once; asked again, it syncs the same one.
     */
    async addDemo(user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
    }): Promise<MailboxStarted> {
      const owner = { address: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
      const archive = await deps.archives.receive(
        Readable.from([demoMbox(DEMO_MESSAGES, { owner })]),
        Infinity,
      );
      return this.importMbox(user.id, { ...archive, fileName: 'demo.mbox' }, DEMO_ADDRESS);
    },

    /** `POST /emails/sync`: every mailbox syncs now (one already syncing goes on). */
    async syncAll(userId: string): Promise<{ message: string; jobId: string | null }> {
      const all = (await mailboxes.list(userId)).filter((m) => !m.disconnectedAt);
      if (all.length === 0) throw conflict('Connect a mailbox first: Gmail, IMAP or an mbox archive.');
      const started: MailboxStarted[] = [];
      for (const m of all) started.push(await requestSync(userId, m.id));
      const jobIds = started.flatMap((s) => (s.jobId ? [s.jobId] : []));
      return {
        message:
          jobIds.length > 0
            ? `Syncing ${all.length === 1 ? 'your mailbox' : `${all.length} mailboxes`}`
            : 'Your mail is already syncing',
        jobId: jobIds[0] ?? null,
      };
    },
  };
}

export type MailboxConnectService = ReturnType<typeof createMailboxConnectService>;
