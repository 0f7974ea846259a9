/**
 * A provider's message as the shared storage takes it: `parse.ts` reads the RFC 822 source, this
 * keeps what storage and contact discovery need. Provider-neutral and framework-free.
 */
import type { CandidateSource } from './contactsFromMail';
import { type EmailAddress, type ParsedEmail, parseRawMessage } from './parse';
import type { EmailRecord, Participant, RawMessage } from './types';

const participant = (a: EmailAddress): Participant => ({ name: a.name || null, address: a.address });
const address = (p: Participant): EmailAddress => ({ name: p.name ?? '', address: p.address });

export function emailRecordOf(message: RawMessage, parsed: ParsedEmail): EmailRecord {
  return {
    providerId: message.providerId,
    providerThreadId: message.providerThreadId,
    messageId: parsed.messageId,
    inReplyTo: parsed.inReplyTo,
    references: parsed.references,
    subject: parsed.subject,
    from: parsed.from ? participant(parsed.from) : null,
    to: parsed.to.map(participant),
    cc: parsed.cc.map(participant),
    bcc: parsed.bcc.map(participant),
    replyTo: parsed.replyTo.map(participant),
    date: parsed.date,
    bodyText: parsed.bodyText,
    quotedText: parsed.quotedText,
    signature: parsed.signature,
    snippet: parsed.snippet,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ?? 'attachment',
      mimeType: a.mimeType,
      size: a.size,
    })),
    labels: parsed.labels,
    isBulk: parsed.bulk.isBulk,
    isList: parsed.bulk.listId !== null,
    threadKey: parsed.threadKey,
  };
}

/** Parses a provider's message; rejects with `MailboxError('bad_message')` when it is not an email. */
export async function toEmailRecord(message: RawMessage): Promise<EmailRecord> {
  return emailRecordOf(message, await parseRawMessage(message));
}

/** What contact discovery (`contactsFromMail`) reads of a stored email. */
export function candidateSourceOf(record: EmailRecord): CandidateSource {
  return {
    from: record.from ? address(record.from) : null,
    to: record.to.map(address),
    cc: record.cc.map(address),
    bcc: record.bcc.map(address),
    replyTo: record.replyTo.map(address),
    signature: record.signature,
    date: record.date,
    bulk: { isBulk: record.isBulk, listId: record.isList ? 'list' : null },
  };
}
