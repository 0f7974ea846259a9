import type { Assistant } from './assistant/types.js';
import { type AuthLimits, createAuthService, type PasswordHashCost } from './auth/service.js';
import { createUsersService } from './auth/users.js';
import { createChatsService } from './chats/service.js';
import { createCompanies } from './contacts/companies.js';
import { createContactsService } from './contacts/service.js';
import { createSuggestions } from './contacts/suggestions.js';
import { createCsvDownloads } from './csv/downloads.js';
import { type CsvImportDeps, createCsvImportJob } from './csv/importJob.js';
import type { JobRunner } from './jobs/types.js';
import { createDefaultAssistant, createEmbeddings, defaultExtractFacts } from './knowledge/assistant.js';
import { createSearchEmbedJob, type SearchEmbedDeps } from './knowledge/embedJob.js';
import { createSearchReindexJob } from './knowledge/reindexJob.js';
import { createKnowledgeSource } from './knowledge/search.js';
import { createMailboxConnectService, type MailboxConnectors } from './mailbox/connect.js';
import { createMailboxContactPolicyJob } from './mailbox/contactPolicyJob.js';
import { createMailboxContactsJob } from './mailbox/contactsJob.js';
import { createEmailsService } from './mailbox/emails.js';
import { createMailboxService, type MailboxServiceOptions } from './mailbox/gmail/connect.js';
import { createMailboxesService } from './mailbox/mailboxes.js';
import { createMailContacts } from './mailbox/mailContacts.js';
import { createMboxArchives } from './mailbox/mbox/archives.js';
import { createMicrosoftConnectService } from './mailbox/microsoft/connect.js';
import { createParseThread, type ParseThreadOptions } from './mailbox/parseThread.js';
import { createMailboxProviders } from './mailbox/providers.js';
import { toEmailRecord } from './mailbox/record.js';
import { createMailboxSchedule } from './mailbox/schedule.js';
import { createMailboxSyncJob, type MailboxSyncDeps } from './mailbox/sync.js';
import type { ServiceContext } from './platform/context.js';
import { createJobsService } from './platform/jobs.js';
import { createNotificationsService } from './platform/notifications.js';
import { createRateLimiter } from './platform/rateLimits.js';
import { createPlatformService } from './platform/service.js';
import { createUploadStore } from './platform/uploadStore.js';
import { createPostUpdateChangesService } from './postUpdates/changesService.js';
import { createPostUpdatesService, type FactExtractor } from './postUpdates/service.js';

export interface ServiceOptions {
  limits?: Partial<AuthLimits>;
  passwordHashCost?: PasswordHashCost;
  assistant?: Assistant;
  extractFacts?: FactExtractor;
  csvImport?: Pick<CsvImportDeps, 'batchSize' | 'wrapStore'>;
  /** Sources per embedding call (tests make several batches of a few sources). */
  searchEmbed?: Pick<SearchEmbedDeps, 'batchSize'>;
  /** The Gmail OAuth hand-off's fetch (tests point it at a fake Google). */
  gmail?: MailboxServiceOptions;
  /** The Microsoft OAuth hand-off's fetch (tests point it at a fake Microsoft). */
  microsoft?: { fetch?: typeof fetch };
  /** The mailbox providers and parser: the real ones, unless a test swaps some (a scripted provider). */
  mailbox?: Partial<Pick<MailboxSyncDeps, 'providerFor' | 'parse' | 'discoverContacts'>> & {
    connectors?: MailboxConnectors;
    /** The parse workers' budget per message and a parse that hangs (tests of issue 21's budget). */
    parseThread?: Pick<ParseThreadOptions, 'budgetMs' | 'hangOn' | 'workers'>;
    /** The IMAP network guard's seams: a DNS lookup, a shorter failure floor. */
    network?: Parameters<typeof createMailboxProviders>[0]['network'];
  };
}

export function createServices(ctx: ServiceContext, runner: JobRunner, options: ServiceOptions = {}) {
  /** Aborted when the server stops: long jobs end after their current batch. */
  const stopping = new AbortController();
  const limiter = createRateLimiter(ctx);
  const uploads = createUploadStore(ctx.database, ctx.config.dataDir);
  const users = createUsersService(ctx);
  const auth = createAuthService(ctx, limiter, options.limits, options.passwordHashCost, users.forget);
  const chats = createChatsService(ctx);
  const contacts = createContactsService(ctx, {
    reindex: (userId) => runner.enqueue('search.reindex', { userId, notify: false }),
  });
  const notifications = createNotificationsService(ctx);
  const jobs = createJobsService(ctx, { runner, uploads });
  const csvDownloads = createCsvDownloads(ctx.database, uploads);
  const platform = createPlatformService(ctx, runner);
  const embeddings = createEmbeddings(ctx);
  const knowledge = createKnowledgeSource(ctx, { vectors: embeddings?.questions });
  const assistant =
    options.assistant ??
    createDefaultAssistant(knowledge, () => new Date(ctx.clock.now()), {
      settings: ctx.config.llm,
      log: ctx.log,
    });
  const postUpdateChanges = createPostUpdateChangesService(ctx);
  const postUpdates = createPostUpdatesService(ctx, {
    chats,
    contacts,
    changes: postUpdateChanges,
    notifications,
    jobs: runner,
    extractFacts: options.extractFacts ?? defaultExtractFacts,
  });
  runner.register('postUpdate.process', (payload) => postUpdates.process(payload));
  runner.register(
    'csv.import',
    createCsvImportJob({
      database: ctx.database,
      jobs,
      uploads,
      notifications,
      now: () => ctx.clock.now(),
      afterImport: (userId) => runner.enqueue('search.reindex', { userId }),
      ...options.csvImport,
    }),
  );
  const accountEmail = async (userId: string) => (await users.getRow(userId)).email;
  const companies = createCompanies({ database: ctx.database, now: () => ctx.clock.now(), accountEmail });
  const reindex = createSearchReindexJob({
    database: ctx.database,
    notifications,
    embed:
      embeddings &&
      (async (userId, notify) =>
        (await runner.enqueue('search.embed', { userId, notify }, { key: userId })) !== null),
  });
  // Contacts changed (the reindex follows every contact write): their companies follow too.
  runner.register('search.reindex', async (payload) => {
    await reindex(payload);
    await companies.refresh(payload.userId).catch((e: unknown) => ctx.log.warn(`companies: ${String(e)}`));
  });
  if (embeddings)
    runner.register(
      'search.embed',
      createSearchEmbedJob({
        vectors: embeddings.store,
        client: embeddings.client,
        model: embeddings.model,
        notifications,
        log: ctx.log,
        ...options.searchEmbed,
      }),
    );
  const emails = createEmailsService(ctx);
  const mailboxes = createMailboxesService(ctx);
  const mboxArchives = createMboxArchives(ctx.config.dataDir, ctx.database);
  const providers = createMailboxProviders({
    archives: mboxArchives,
    mailboxes,
    log: ctx.log,
    config: ctx.config,
    network: options.mailbox?.network,
  });
  const parseThread = createParseThread({
    log: ctx.log,
    databaseInProcess: ctx.database.kind === 'pglite',
    ...options.mailbox?.parseThread,
  });
  const mailboxOptions = {
    providerFor: providers.providerFor,
    parse: toEmailRecord,
    // A parser swapped in by a test is used as it is; the real one runs in the parse worker.
    parseBatch: options.mailbox?.parse ? undefined : parseThread.parseBatch,
    discoverContacts: createMailContacts(ctx.database, accountEmail),
    connectors: providers.connectors,
    ...options.mailbox,
  };
  const mailboxSchedule = createMailboxSchedule({
    runner,
    mailboxes,
    intervalMin: ctx.config.mailbox.syncIntervalMin,
  });
  const mailboxConnect = createMailboxConnectService(ctx, {
    mailboxes,
    runner,
    jobs,
    schedule: mailboxSchedule,
    connectors: mailboxOptions.connectors,
    archives: mboxArchives,
    accountEmail,
  });
  runner.register(
    'mailbox.sync',
    createMailboxSyncJob({
      database: ctx.database,
      jobs,
      mailboxes,
      notifications,
      providerFor: mailboxOptions.providerFor,
      parse: mailboxOptions.parse,
      // A batch parsing in each worker and one more queued, so no worker waits for the main thread.
      ...(mailboxOptions.parseBatch
        ? { parseBatch: mailboxOptions.parseBatch, parseAhead: parseThread.workers + 1 }
        : {}),
      discoverContacts: mailboxOptions.discoverContacts,
      afterSync: (userId) => runner.enqueue('search.reindex', { userId }),
      now: () => ctx.clock.now(),
      log: ctx.log,
      signal: stopping.signal,
    }),
  );
  runner.register(
    'mailbox.contacts',
    createMailboxContactsJob({
      database: ctx.database,
      mailboxes,
      jobs,
      providerFor: mailboxOptions.providerFor,
    }),
  );
  runner.register(
    'mailbox.contactPolicy',
    createMailboxContactPolicyJob({
      database: ctx.database,
      mailboxes,
      jobs,
      accountEmail,
      afterApply: (userId) => runner.enqueue('search.reindex', { userId, notify: false }),
    }),
  );
  const suggestions = createSuggestions({
    database: ctx.database,
    now: () => ctx.clock.now(),
    accountEmail,
    contact: (userId, id) => contacts.get(userId, id),
    afterAccept: (userId) => runner.enqueue('search.reindex', { userId, notify: false }),
  });
  const mailbox = createMailboxService(
    ctx,
    users,
    { mailboxes, connect: mailboxConnect, providerFor: mailboxOptions.providerFor },
    options.gmail,
  );
  const microsoft = createMicrosoftConnectService(ctx, {
    mailboxes,
    connect: mailboxConnect,
    ...options.microsoft,
  });
  return {
    auth,
    users,
    chats,
    contacts,
    suggestions,
    companies,
    notifications,
    jobs,
    csvDownloads,
    mailbox,
    microsoft,
    platform,
    knowledge,
    /** Vector similarity's parts; undefined without `EMBEDDING_MODEL`. */
    embeddings,
    assistant,
    postUpdates,
    postUpdateChanges,
    limiter,
    uploads,
    emails,
    mailboxes,
    mboxArchives,
    mailboxConnect,
    mailboxSchedule,
    /** Asks long-running jobs to stop after their current batch (server shutdown). */
    stopWork: () => {
      stopping.abort();
      void parseThread.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
