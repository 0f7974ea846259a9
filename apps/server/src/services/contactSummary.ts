import { contactFullName } from '@rapport/sdk/rules';
import type { ContactRow } from '../db/schema.js';

/** A contact card as one line ("Sara Lee, CTO at Acme, sara@acme.test, …"): what is searched, quoted and embedded. */
export function contactSummary(c: ContactRow): string {
  return [
    contactFullName(c),
    c.title && c.company ? `${c.title} at ${c.company}` : (c.title ?? c.company),
    c.email,
    c.phone,
    c.notes,
  ]
    .filter(Boolean)
    .join(', ');
}
