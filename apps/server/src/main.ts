import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { createBackup } from './backup/archive.js';
import { localUrl, newControlSecret, registerControlRoutes, writeControlFile } from './backup/control.js';
import { type Config, ConfigError, exposedOutbox, loadConfig } from './config.js';
import { createPgBossRunner } from './jobs/pgboss.js';
import { startBanner } from './lib/banner.js';
import { DataFolderLockedError, lockDataFolder } from './lib/dataLock.js';
import { tightenDataDir, usePrivateFileModes } from './lib/privateFiles.js';

/** Stops with one sentence a person can act on, and a non-zero exit. */
function stop(sentence: string): never {
  console.error(`[rapport] ${sentence}`);
  process.exit(1);
}

async function main() {
  // Before anything is written: the data folder and every file in it are this user's alone.
  usePrivateFileModes();
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) stop(e.message);
    throw e;
  }
  const exposed = exposedOutbox(config);
  if (exposed) stop(exposed);
  const opened = existsSync(config.dataDir) ? tightenDataDir(config.dataDir) : 0;
  if (opened > 0)
    console.warn(
      `[rapport] the data folder ${config.dataDir} was open to other users: made it private (${opened} files and folders now 0600/0700).`,
    );
  // One process per embedded data folder (PostgreSQL takes several instances).
  let unlock = () => {};
  if (!config.databaseUrl) {
    try {
      unlock = lockDataFolder(config.dataDir);
    } catch (e) {
      if (e instanceof DataFolderLockedError)
        stop(
          `${e.message} (${e.dataDir}): stop it first, or give this one its own folder with RAPPORT_DATA_DIR.`,
        );
      throw e;
    }
  }
  const app = await buildApp({
    config,
    // Durable jobs on both databases; failures are logged, the runner keeps going.
    jobs: (database) =>
      createPgBossRunner(database, {
        heartbeatSeconds: config.jobs.heartbeatSeconds,
        onError: (e) => console.error('[rapport] job runner error:', e),
        onResume: (kinds) =>
          console.log(
            `[rapport] resuming ${kinds.length} background job(s) interrupted by the last stop: ${kinds.join(', ')}`,
          ),
      }),
  });
  // On PGlite, `npm run backup` (which may not open the database while this process holds it)
  // asks this server for the snapshot, with the secret it finds in <data>/control.json.
  const pglite = app.rapport.database.pglite;
  const controlSecret = newControlSecret();
  if (pglite)
    registerControlRoutes(app, {
      secret: controlSecret,
      backup: () => createBackup({ pglite, dataDir: config.dataDir }),
    });
  let removeControlFile = () => {};
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[rapport] stopping…');
    // Requests in flight finish and the running job checkpoints, within bounds.
    setTimeout(() => {
      console.error(
        '[rapport] did not stop within 30 s; exiting anyway (background work resumes at the next start).',
      );
      process.exit(1);
    }, 30_000).unref();
    removeControlFile();
    await app.close();
    unlock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    await app.close().catch(() => undefined);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      stop(
        `Port ${config.port} on ${config.host} is already in use (is Rapport already running?): stop the other ` +
          `program, or start on another port with PORT=${config.port + 1} npm start.`,
      );
    if (code === 'EACCES')
      stop(
        `This user may not listen on port ${config.port}: choose a port above 1024 with PORT=3000 npm start.`,
      );
    if (code === 'EADDRNOTAVAIL')
      stop(
        `This machine has no address ${config.host}: set HOST to one of its addresses, e.g. HOST=127.0.0.1.`,
      );
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (pglite)
    removeControlFile = writeControlFile(config.dataDir, {
      url: localUrl(config.host, port),
      secret: controlSecret,
      pid: process.pid,
    });
  console.log(startBanner(config, port, app.rapport.database.kind === 'pglite' ? 'pglite' : 'postgres'));
}

main().catch((e: unknown) => {
  console.error('[rapport] failed to start:', e);
  process.exit(1);
});
