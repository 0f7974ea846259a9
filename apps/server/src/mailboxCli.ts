/**
 * `npm run demo -- --user EMAIL [--messages N]` and `npm run import-mbox -- --user EMAIL FILE`:
 * mail brought in from the command line, for archives too big for a browser upload and for a
 * fresh install that wants mail to ask about. Runs the same import as the API, in this process,
 * with the data folder locked (stop the server first on the embedded database).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { users } from './db/schema.js';
import { createInlineJobRunner } from './jobs/inline.js';
import { lockForCommand } from './lib/dataLock.js';
import { emailKey } from './lib/email.js';
import { demoMbox } from './mailbox/demo.js';

export const MAILBOX_USAGE = `       npm run demo -- --user <email> [--messages N]      import the demo mailbox for a user
       npm run import-mbox -- --user <email> <file>       import an mbox archive (Takeout, Thunderbird) for a user`;

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

export async function mailboxCommand(
  config: Config,
  command: 'demo' | 'import-mbox',
  argv: string[],
): Promise<number> {
  const user = option(argv, 'user');
  const email = user ? emailKey(user) : undefined;
  const file =
    command === 'import-mbox'
      ? argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--user').at(-1)
      : undefined;
  const messages = Number(option(argv, 'messages') ?? 2000);
  if (!email || (command === 'import-mbox' && !file) || !Number.isInteger(messages) || messages < 1) {
    console.error(`Usage:\n${MAILBOX_USAGE}`);
    return 2;
  }
  if (file && (!existsSync(file) || !statSync(file).isFile())) {
    console.error(`[rapport] There is no file ${file}: give the path of an .mbox archive.`);
    return 1;
  }
  if (!config.databaseUrl) {
    if (!lockForCommand(config.dataDir)) return 1;
  }
  const app = await buildApp({ config, jobs: createInlineJobRunner({}) });
  await app.ready();
  try {
    const { services, database } = app.rapport;
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    if (!user) {
      console.error(`[rapport] There is no user with the email ${email}: sign up first.`);
      return 1;
    }
    const started = performance.now();
    const stop = services.notifications.subscribe(user.id, (n) => {
      if (
        n.type === 'EMAIL_SYNC_PROGRESS' ||
        n.type === 'EMAIL_SYNC_COMPLETE' ||
        n.type === 'EMAIL_SYNC_ERROR'
      ) {
        const d = (n.data ?? {}) as { processed?: number; total?: number };
        const rate = d.processed
          ? ` (${Math.round(d.processed / ((performance.now() - started) / 1000))} msgs/s)`
          : '';
        console.log(`[rapport] ${n.message}${d.total ? `: ${d.processed} of ${d.total}` : ''}${rate}`);
      }
    });
    const source =
      command === 'demo'
        ? Readable.from([
            demoMbox(messages, {
              owner: { address: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
            }),
          ])
        : createReadStream(file as string);
    const archive = await services.mboxArchives.receive(source, Number.POSITIVE_INFINITY);
    const result = await services.mailboxConnect.importMbox(
      user.id,
      {
        ...archive,
        fileName: command === 'demo' ? 'demo.mbox' : ((file as string).split('/').at(-1) ?? 'archive.mbox'),
      },
      command === 'demo' ? 'Demo mailbox' : user.email,
    );
    await app.rapport.jobs.idle();
    stop();
    const mailbox = (await services.mailboxes.list(user.id)).find((m) => m.id === result.mailbox.id);
    console.log(
      `[rapport] ${mailbox?.status === 'completed' ? 'done' : (mailbox?.error ?? 'stopped')}: ${mailbox?.emailCount ?? 0} emails in the mailbox, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return mailbox?.status === 'completed' ? 0 : 1;
  } finally {
    await app.close();
  }
}
