/** mbox archives for the upload tests: one email holding a fact to ask about, and filler mail. */

const message = ({ from, to, subject, date, body, id }) =>
  [
    `From ${from} ${date.toUTCString().replace(',', '')}`,
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${id}@e2e.rapport.test>`,
    `Date: ${date.toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
  ].join('\n');

/**
 * An archive with the fact (`factSubject`, `factBody`) and `filler` other messages of about 5 KB
 * each, so the upload lasts long enough to watch its progress on a throttled connection.
 */
export function mboxArchive({ owner, factSubject, factBody, filler = 200 }) {
  const parts = [
    message({
      from: 'Rosa Quinlan <rosa@zorblax.example>',
      to: owner,
      subject: factSubject,
      date: new Date(Date.UTC(2026, 9, 14, 9, 30)),
      body: factBody,
      id: 'fact',
    }),
  ];
  const lorem = 'Weekly logistics digest with nothing to act on. '.repeat(100);
  for (let i = 0; i < filler; i++)
    parts.push(
      message({
        from: `Digest ${i} <digest${i}@filler.example>`,
        to: owner,
        subject: `Logistics digest ${i}`,
        date: new Date(Date.UTC(2026, 5, 1) + i * 3_600_000),
        body: lorem,
        id: `filler-${i}`,
      }),
    );
  return Buffer.from(parts.join('\n'), 'utf8');
}
