/**
 * Hand-written messages as mbox text (mboxrd), for the dev2 set and the Query Mode tests that write
 * their own mail: one RFC 822 message per entry with a Message-ID of `<id@idDomain>` and, for a
 * reply, In-Reply-To and References to the message it answers.
 */
export interface MboxMessage {
  /** The Message-ID's local part. */
  id: string;
  from: string;
  /** The owner when absent. */
  to?: string;
  cc?: string;
  subject: string;
  /** ISO 8601 or anything `Date` reads. */
  date: string;
  body: string;
  /** The `id` of the message this one answers. */
  replyTo?: string;
}

export function mboxMessage(m: MboxMessage, context: { owner: string; idDomain: string }): string {
  const date = new Date(m.date);
  const address = m.from.replace(/.*</, '').replace(/>.*/, '');
  const ref = (id: string) => `<${id}@${context.idDomain}>`;
  return [
    `From ${address} ${date.toUTCString()}`,
    `From: ${m.from}`,
    `To: ${m.to ?? context.owner}`,
    ...(m.cc ? [`Cc: ${m.cc}`] : []),
    `Subject: ${m.subject}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${ref(m.id)}`,
    ...(m.replyTo ? [`In-Reply-To: ${ref(m.replyTo)}`, `References: ${ref(m.replyTo)}`] : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    // mboxrd: a body line starting with "From " is quoted.
    m.body.replace(/^(>*From )/gm, '>$1'),
    '',
  ].join('\n');
}

/** The messages as one mbox archive. */
export const mboxOf = (messages: readonly MboxMessage[], context: { owner: string; idDomain: string }) =>
  Buffer.from(messages.map((m) => mboxMessage(m, context)).join('\n'));
