// The server's import rules (docs/server-map.md). `pnpm run lint:imports` checks src/ against them,
// and the package's `test` script runs that check first, so `npm test` and CI fail on a violation.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module may reach itself through its imports (type-only imports count).',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'domains-stay-below-the-composition-root',
      severity: 'error',
      comment:
        'Only app.ts (and the entry points) import wiring.ts and routes/; a domain is reached through ' +
        'what wiring.ts hands it, never by importing upward. routes/ may import wiring.ts for its types.',
      from: { path: '^src/[^/]+/', pathNot: '^src/routes/' },
      to: { path: '^src/(wiring\\.ts$|routes/)' },
    },
    {
      name: 'csv-depends-on-contacts-never-the-reverse',
      severity: 'error',
      comment: 'The contact model lives in contacts/; the CSV importer is one of its sources.',
      from: { path: '^src/contacts/' },
      to: { path: '^src/csv/' },
    },
    {
      name: 'assistant-has-no-database',
      severity: 'error',
      comment:
        'assistant/ is framework-free: it reaches data through KnowledgeSource and imports no ' +
        'database code (db/, drizzle, pg, PGlite, pg-boss).',
      from: { path: '^src/assistant/' },
      to: {
        path: ['^src/db/', 'node_modules/(drizzle-orm|pg|pg-boss|@electric-sql/pglite)/'],
      },
    },
    {
      name: 'the-job-runner-knows-no-domain',
      severity: 'error',
      comment: 'jobs/ is the runner only; each domain owns its jobs and wiring.ts registers them.',
      from: { path: '^src/jobs/' },
      to: { path: '^src/(contacts|csv|mailbox|knowledge|assistant|auth|chats|postUpdates|platform|backup)/' },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment: 'lib/ holds rules and helpers every domain may use; it imports no domain.',
      from: { path: '^src/lib/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/(contacts|csv|mailbox|knowledge|assistant|auth|chats|postUpdates|platform|jobs|routes|backup)/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@rapport/source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js', '.json'],
    },
  },
};
