import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoMbox, demoMessages } from '../demo';
import { toMboxrd } from '../mbox';
import type { MessageBatch } from '../types';
import { createMboxProvider, type MboxCheckpoint } from './provider';

const temp = mkdtempSync(join(tmpdir(), 'rapport-mbox-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function archive(name: string, bytes: Buffer) {
  const path = join(temp, name);
  writeFileSync(path, bytes);
  return { path, size: bytes.length, address: name };
}

async function collect(it: AsyncIterable<MessageBatch<MboxCheckpoint>>) {
  const batches: MessageBatch<MboxCheckpoint>[] = [];
  for await (const b of it) batches.push(b);
  return batches;
}

describe('the mbox provider', () => {
  it('reads the archive in batches whose checkpoint resumes right after them', async () => {
    const file = archive('a.mbox', demoMbox(25));
    const provider = createMboxProvider({ ...file, batchSize: 10 });
    const all = await collect(provider.sync(null));
    expect(all.map((b) => b.messages.length)).toEqual([10, 10, 5]);
    expect(all.map((b) => b.processed)).toEqual([10, 20, 25]);
    expect(all.at(-1)).toMatchObject({ total: 25, checkpoint: { offset: file.size, processed: 25 } });

    // Resumed after the first batch: exactly the other 15, none twice.
    const rest = await collect(provider.sync(all[0]!.checkpoint));
    const ids = (bs: MessageBatch<MboxCheckpoint>[]) =>
      bs.flatMap((b) => b.messages.map((m) => m.providerId));
    expect(ids(rest)).toEqual(ids(all).slice(10));
    expect(new Set(ids(all)).size).toBe(25);
    // Read to the end: nothing more.
    expect(await collect(provider.sync(all.at(-1)!.checkpoint))).toEqual([]);
  });

  it('names a message by its bytes, so the same archive imported again adds nothing new', async () => {
    const a = await collect(createMboxProvider(archive('b.mbox', demoMbox(5))).sync(null));
    const b = await collect(createMboxProvider(archive('c.mbox', demoMbox(5))).sync(null));
    expect(a[0]!.messages.map((m) => m.providerId)).toEqual(b[0]!.messages.map((m) => m.providerId));
  });

  it('hands a message over the size cap on empty, to be counted unreadable, and goes on', async () => {
    const [small, big] = demoMessages(2);
    const bytes = Buffer.concat([toMboxrd(`${big}\r\n${'x'.repeat(5000)}\r\n`), toMboxrd(small as string)]);
    const batches = await collect(
      createMboxProvider({ ...archive('d.mbox', bytes), maxMessageBytes: 2000 }).sync(null),
    );
    const messages = batches.flatMap((b) => b.messages);
    expect(messages).toHaveLength(2);
    expect(messages.filter((m) => m.raw.length === 0)).toHaveLength(1);
    expect(batches.at(-1)!.processed).toBe(2);
  });
});
