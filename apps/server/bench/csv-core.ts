/**
 * Benchmark of the framework-free CSV import core (no database): generates a ~10 MB CSV of ~100k
 * rows with 20% duplicates, imports it into the in-memory ContactStore, then imports it again
 * (idempotent pass). Prints rows/s and peak memory.
 *
 *   node --expose-gc --import tsx bench/csv-core.ts [--rows 100000] [--batch 1000]
 *
 * The full benchmark on PGlite and PostgreSQL (`npm run bench`) goes through the server's SQL store.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  type ContactStore,
  createMemoryContactStore,
  importContactsCsv,
  MAX_CSV_FILE_BYTES,
  serializeCsv,
} from '../src/csv/index';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const ROWS = arg('rows', 100_000);
const BATCH = arg('batch', 1000);
const DUPLICATE_SHARE = 0.2;

/** Deterministic pseudo-random numbers (mulberry32), so every run imports the same file. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Ann',
  'Bob',
  'Chloé',
  'Dmitri',
  'Eva',
  'Farid',
  'Grace',
  'Hiro',
  'Inès',
  'Jonas',
  'Kemal',
  'Lena',
];
const LAST = [
  'Lee',
  'Ray',
  'Müller',
  'Ivanov',
  'García',
  'Haddad',
  'Hopper',
  'Tanaka',
  'Costa',
  'Berg',
  'Öz',
  'Fischer',
];
const COMPANIES = [
  'Acme',
  'Initech',
  'Globex',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Soylent',
];
const TITLES = ['CEO', 'CTO', 'VP Sales', 'Buyer', 'Engineer', 'Office Manager', ''];
const CITIES = ['Berlin', 'Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Lima'];

function generateCsv(rows: number): { text: string; unique: number } {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const records: string[][] = [
    ['Email', 'First Name', 'Last Name', 'Company', 'Job Title', 'Phone', 'Notes', 'City'],
  ];
  const originals: string[][] = [];
  for (let i = 0; i < rows; i++) {
    if (originals.length > 0 && rnd() < DUPLICATE_SHARE) {
      // A duplicate: same email in another casing, sometimes filling a field the original left empty.
      const original = pick(originals);
      const copy = [...original];
      copy[0] = rnd() < 0.5 ? original[0]!.toUpperCase() : ` ${original[0]} `;
      if (rnd() < 0.3) copy[4] = 'Advisor';
      records.push(copy);
      continue;
    }
    const first = pick(FIRST);
    const last = pick(LAST);
    const row = [
      `${first}.${last}.${i}@example.com`.toLowerCase(),
      first,
      last,
      pick(COMPANIES),
      pick(TITLES),
      `+1 555 ${String(1000 + (i % 9000)).padStart(4, '0')}`,
      rnd() < 0.1 ? `Met at conference, "booth ${i % 50}"\nfollow up` : 'Imported lead',
      pick(CITIES),
    ];
    originals.push(row);
    records.push(row);
  }
  return { text: serializeCsv(records, ','), unique: originals.length };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { text, unique } = generateCsv(ROWS);
  const bytes = new TextEncoder().encode(text);
  console.log(
    `file: ${mb(bytes.length)} (${bytes.length < MAX_CSV_FILE_BYTES ? 'under' : 'OVER'} the 10 MB limit), ${ROWS} rows, ${unique} unique emails, batch ${BATCH}`,
  );

  let peakHeap = 0;
  const sample = () => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const baseline = process.memoryUsage();
  const memoryStore = createMemoryContactStore();
  /** Keeps nothing: isolates the core's own cost and memory from the in-memory store's. */
  const nullStore: ContactStore = { findExisting: async () => [], upsertBatch: async () => {} };
  const passes: [string, ContactStore][] = [
    ['core only (store keeps nothing)', nullStore],
    ['first import (in-memory store)', memoryStore],
    ['second import (idempotent)', memoryStore],
  ];

  if (gc) {
    // Live heap (after a full GC) every 10 batches of a core-only run: what the import really holds.
    let batches = 0;
    let peakLive = 0;
    await importContactsCsv({
      bytes,
      fileName: 'bench.csv',
      store: nullStore,
      batchSize: BATCH,
      onProgress: () => {
        if (batches++ % 10 !== 0) return;
        gc();
        peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
      },
    });
    console.log(
      `core only, live heap after GC: peak ${mb(peakLive)}, i.e. ${mb(peakLive - baseline.heapUsed)} above the heap before the import (file bytes and decoded text included)`,
    );
  }
  for (const [pass, store] of passes) {
    gc?.();
    peakHeap = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await importContactsCsv({
      bytes,
      fileName: 'bench.csv',
      store,
      batchSize: BATCH,
      onProgress: sample,
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    sample();
    const rate = (s: number) => Math.round(result.total / s).toLocaleString('en-US');
    console.log(
      `${pass}: ${seconds.toFixed(2)} s wall (${rate(seconds)} rows/s), ${cpuSeconds.toFixed(2)} s CPU (${rate(cpuSeconds)} rows/CPU-s); ` +
        `created ${result.created}, updated ${result.updated}, skipped ${result.skipped}, errors ${result.errors.length}; ` +
        `peak heap ${mb(peakHeap)}`,
    );
  }
  console.log(
    `contacts in store: ${memoryStore.contacts().length}; heap before imports ${mb(baseline.heapUsed)} (the generated file and its rows); ` +
      `peak RSS of the process ${mb(process.resourceUsage().maxRSS * 1024)}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
}

await main();
