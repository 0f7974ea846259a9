import { configDefaults, defineConfig } from 'vitest/config';

// PGlite is heavy (one WASM PostgreSQL per test file), so files run one at a time in forks.
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
      ...(process.env.DATABASE_URL ? ['**/*.embedded.test.ts'] : ['**/*.pg.test.ts']),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
