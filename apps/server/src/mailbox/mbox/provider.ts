/**
 * An mbox archive (Google Takeout, Thunderbird, `mutt`) behind the provider interface. The
 * archive sits in the data folder; a sync reads it once, front to back, in batches whose
 * checkpoint is the byte offset where the next message starts, so an import killed mid-way
 * resumes at the first message it had not committed.
 */
import { createHash } from 'node:crypto';
import { splitMboxFile } from '../mbox';
import type { MailboxProvider, MessageBatch, RawMessage } from '../types';

export interface MboxCheckpoint {
  /** Byte offset of the next message to read. */
  offset: number;
  /** Messages read so far (the progress count). */
  processed: number;
}

export interface MboxProviderOptions {
  /** The archive in this instance's data folder (copied there first when another instance received it). */
  path: string | (() => Promise<string>);
  /** The archive's size in bytes (the total is estimated from the bytes read). */
  size: number;
  /** What the mailbox is called (the archive's file name). */
  address: string;
  batchSize?: number;
  maxMessageBytes?: number;
}

const PHASE = 'Importing the archive';

/** The same message imported twice has the same id: the hash of its bytes. */
const providerIdOf = (raw: Uint8Array) => `sha256:${createHash('sha256').update(raw).digest('hex')}`;

export function createMboxProvider(options: MboxProviderOptions): MailboxProvider<MboxCheckpoint> {
  const batchSize = options.batchSize ?? 200;

  async function* sync(checkpoint: MboxCheckpoint | null): AsyncGenerator<MessageBatch<MboxCheckpoint>> {
    let offset = checkpoint?.offset ?? 0;
    let processed = checkpoint?.processed ?? 0;
    // Read to the end already: a repeated sync of an archive adds nothing and reads nothing.
    if (offset >= options.size) return;
    const path = typeof options.path === 'string' ? options.path : await options.path();
    let batch: RawMessage[] = [];
    const estimate = () =>
      offset >= options.size
        ? processed
        : Math.max(processed, Math.round((processed * options.size) / offset));
    const flush = (): MessageBatch<MboxCheckpoint> => {
      const messages = batch;
      batch = [];
      return { messages, checkpoint: { offset, processed }, processed, total: estimate(), phase: PHASE };
    };
    const skipped: RawMessage[] = [];
    for await (const message of splitMboxFile(path, {
      startOffset: offset,
      ...(options.maxMessageBytes ? { maxMessageBytes: options.maxMessageBytes } : {}),
      // A message over the size cap is handed on empty: parsing refuses it, the sync counts it unreadable.
      onSkip: (s) => skipped.push({ providerId: `skipped:${s.offset}`, labels: [], raw: new Uint8Array() }),
    })) {
      const late = skipped.splice(0);
      batch.push(...late, { providerId: providerIdOf(message.raw), labels: [], raw: message.raw });
      offset = message.endOffset;
      processed += late.length + 1;
      if (batch.length >= batchSize) yield flush();
    }
    const late = skipped.splice(0);
    batch.push(...late);
    processed += late.length;
    offset = options.size;
    if (batch.length > 0) yield flush();
  }

  return {
    kind: 'mbox',
    async verify() {
      return { address: options.address };
    },
    sync,
    async disconnect() {},
  };
}
