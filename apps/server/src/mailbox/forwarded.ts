import { fold } from '../lib/fold.js';
import { signatureDetails, signatureInBody } from './signature.js';

/**
 * The people whose own messages an email forwards or quotes with a header ("---------- Forwarded
 * message ---------\nFrom: Piotr Zieliński <p.zielinski@baltmet.example>"): their name, address
 * and what their signature in that message says. Read line by line, one pass.
 */
export interface ForwardedSender {
  name: string;
  address: string;
  title: string | null;
  company: string | null;
  phone: string | null;
}

/** A header line of a forwarded message, the "From:" itself aside. */
const HEADER = /^(?:date|sent|subject|to|cc|bcc|reply-to|datum|betreff|an|von|de|objet|à)\s*:/i;
/** Quote marks that open a quoted line ("> ", ">> "). */
const QUOTE = /^(?:>\s?)+/;

export function forwardedSenders(body: string): ForwardedSender[] {
  const lines = body.split('\n').map((l) => l.replace(QUOTE, '').trim());
  const found: ForwardedSender[] = [];
  let i = 0;
  while (i < lines.length) {
    const from = fromHeader(lines[i]!);
    i += 1;
    if (from === undefined) continue;
    while (i < lines.length && HEADER.test(lines[i]!)) i += 1;
    const start = i;
    while (i < lines.length && fromHeader(lines[i]!) === undefined) i += 1;
    const message = lines.slice(start, i).join('\n');
    const details = signatureDetails(signatureInBody(message, from.name), from.name);
    found.push({ ...from, title: details.title, company: details.company, phone: details.phone });
  }
  return found;
}

/** "From: Piotr Zieliński <p.zielinski@baltmet.example>" → his name and address. */
function fromHeader(line: string): { name: string; address: string } | undefined {
  const m = /^(?:from|von|de)\s*:\s*/i.exec(line);
  if (m === null) return undefined;
  const rest = line.slice(m[0].length);
  const open = rest.lastIndexOf('<');
  const close = rest.lastIndexOf('>');
  if (open === -1 || close < open) return undefined;
  const address = rest
    .slice(open + 1, close)
    .trim()
    .toLowerCase();
  const name = rest
    .slice(0, open)
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim();
  if (!address.includes('@') || name === '') return undefined;
  return { name, address };
}

/** Whether a forwarded sender is the person asked about: the full name, or the first name alone. */
export function isPersonNamed(sender: Pick<ForwardedSender, 'name'>, wanted: string): boolean {
  const name = fold(sender.name).toLowerCase();
  const asked = fold(wanted).toLowerCase();
  return name === asked || (!/\s/.test(asked) && name.split(/\s+/)[0] === asked);
}
