import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A test file that imports from test/, where the database and server helpers live. */
const USES_TEST_HELPERS = /from '(\.\.\/)+test\//;

/**
 * Unit tests under src/ and eval/ that open no database (they import nothing from test/). The
 * PostgreSQL pass leaves them out: it would run the same code a second time and test nothing
 * about PostgreSQL. Every file that opens a database, and all of test/, runs on both.
 */
function databaseFreeUnitTests(): string[] {
  const root = import.meta.dirname;
  const found: string[] = [];
  for (const dir of ['src', 'eval'])
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }))
      if (entry.endsWith('.test.ts') && !USES_TEST_HELPERS.test(readFileSync(join(root, dir, entry), 'utf8')))
        found.push(`${dir}/${entry}`);
  return found;
}

// Two test files at a time, in forks (each with its own PGlite, or its own database on the
// PostgreSQL server): many files spend their time waiting on a server process they started
// (kill -9, SIGTERM, backup, mailbox crash tests) or on timers, so a second file uses that time.
// Every file owns its data folder, database, ports and IMAP users, so none sees another's.
export default defineConfig({
  resolve: { conditions: ['@rapport/source'] },
  ssr: { resolve: { conditions: ['@rapport/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'eval/**/*.test.ts'],
    // `*.pg.test.ts`: faults only a PostgreSQL server has (a restart); they run in the PostgreSQL suite.
    // `*.embedded.test.ts`: servers on the embedded database only (kill -9, SIGTERM, backup/restore of
    // a data folder); the same test in the PostgreSQL suite would run PGlite again.
    exclude: [
      ...configDefaults.exclude,
      ...(onPostgres ? ['**/*.embedded.test.ts', ...databaseFreeUnitTests()] : ['**/*.pg.test.ts']),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // A worker imports the server's modules once, not once per file: a third of the suite's
    // processor time went to importing them again (9 min 4 s → 7 min 54 s here, 985 → 654 CPU
    // seconds). Every file builds its own app, database and servers, and restores what it changes
    // (fake timers), so nothing a file leaves in a module is read by the next.
    isolate: false,
  },
});
