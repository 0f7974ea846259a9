import { createUsersService } from './auth/users.js';
import { backupCommand, restoreCommand } from './backup/commands.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { systemClock } from './lib/clock.js';
import { lockForCommand } from './lib/dataLock.js';
import { usePrivateFileModes } from './lib/privateFiles.js';
import { MAILBOX_USAGE, mailboxCommand } from './mailboxCli.js';
import { createOutbox } from './platform/outbox.js';

const USAGE = `Usage: npm run admin -- grant <email>     give the user the admin permission
       npm run admin -- revoke <email>    take it away
       npm run backup -- <file>           back up the embedded database and secrets (while it runs, too)
       npm run restore -- <file>          put a backup in place (with the server stopped)
${MAILBOX_USAGE}`;

async function main(argv: string[]): Promise<number> {
  // Backups, restored databases and imported archives are this user's alone.
  usePrivateFileModes();
  const [command, email] = argv;
  if (command === 'demo' || command === 'import-mbox')
    return mailboxCommand(loadConfig(), command, argv.slice(1));
  if ((command === 'backup' || command === 'restore') && email && argv.length === 2) {
    const config = loadConfig();
    return command === 'backup' ? backupCommand(config, email) : restoreCommand(config, email);
  }
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    if (!lockForCommand(config.dataDir)) return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const users = createUsersService({
      config,
      database,
      clock: systemClock,
      outbox: createOutbox({ from: config.mailFrom, print: false }),
      log: console,
    });
    const ok = command === 'grant' ? await users.grant(email, 'admin') : await users.revoke(email, 'admin');
    if (!ok) {
      console.error(`[rapport] no user with the email ${email}`);
      return 1;
    }
    console.log(`[rapport] ${command === 'grant' ? 'granted admin to' : 'revoked admin from'} ${email}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof ConfigError ? `[rapport] ${e.message}` : e);
    process.exit(1);
  },
);
