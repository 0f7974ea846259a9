import { contactFullName } from '@rapport/sdk/rules';
import { personLine } from '../assistant/compose.js';
import type { ContactRow } from '../db/schema.js';

/** A contact card as one line ("Sara Lee, CTO at Acme, sara@acme.test, …"): what is searched, quoted and embedded. */
export function contactSummary(c: ContactRow): string {
  return personLine({ ...c, name: contactFullName(c) }, c.notes);
}
