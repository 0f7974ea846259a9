import { titleAtStart } from './jobTitles.js';
import { extractPhones } from './phones.js';
import { isPlace } from './places.js';
import type { ExtractedPerson, PersonField } from './types.js';

/**
 * What a post update states about the people it names, beyond the words right beside a name
 * (issue 25, "every fact lands"): "Jane is CTO", "she is Head of Operations" (a pronoun is the
 * person named just before), "Tom moved to Globex as Head of Sales", "based in Turin", "he is the
 * decision maker", "her new number is …", and a company said once for a list of people ("Jane Doe
 * and John Smith from Acme"). Values the text claims as a change ("is now", "moved to", "left X
 * for Y", "has been promoted to", "new phone") are marked in `changed`. Framework-free; every
 * pattern is anchored and bounded, so reading is linear in the text.
 */

const WEEKDAYS_AND_MONTHS = new Set([
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'today', 'tomorrow'],
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
  ...['november', 'december', 'next', 'last', 'this', 'i', 'we', 'he', 'she', 'they', 'the', 'a', 'an'],
]);

const MAX_RUN_WORDS = 6;

/** How many of an update's people statements are read for (each is looked for in the whole text). */
const MAX_PEOPLE = 50;

/** A capitalised run at the start of `text` ("Acme Robotics", "Fox Media."), and how much of `text` it took. */
export function capitalisedRun(text: string): { value: string; length: number } | undefined {
  const words: string[] = [];
  let at = 0;
  const wordAt = /^(\s*)(\S+)/;
  while (words.length < MAX_RUN_WORDS) {
    const m = wordAt.exec(text.slice(at, at + 200));
    if (!m) break;
    const raw = m[2]!;
    const clean = raw.replace(/[,.;:!?)\]]+$/, '').replace(/'s$/, '');
    const closed = clean !== raw;
    const capital = /^[\p{Lu}\d]/u.test(clean) || (clean === '&' && words.length > 0);
    const joiner = /^(?:of|and|de|du|von|van)$/.test(clean) && words.length > 0 && !closed;
    if (!capital && !joiner) break;
    if (capital && WEEKDAYS_AND_MONTHS.has(clean.toLowerCase())) break;
    if (joiner) {
      const next = wordAt.exec(text.slice(at + m[0].length, at + m[0].length + 200));
      if (!next || !/^\p{Lu}/u.test(next[2]!)) break;
    }
    words.push(clean);
    at += m[0].length - (raw.length - clean.length);
    if (closed) break;
  }
  if (words.length === 0) return undefined;
  return { value: words.join(' '), length: at };
}

/** Roles a person plays in a deal, as salespeople name them. */
const ROLES = [
  'economic buyer',
  'executive sponsor',
  'decision maker',
  'decision-maker',
  'budget holder',
  'budget owner',
  'technical evaluator',
  'technical buyer',
  'point of contact',
  'main contact',
  'primary contact',
  'gatekeeper',
  'champion',
  'influencer',
  'sponsor',
  'blocker',
  'signatory',
  'end user',
  'coach',
];
const ROLE_AT_START = new RegExp(
  `^(?:is|'s|was|will be)\\s+(?:(?:the|our|their|a|an|my|main|key|real|internal|primary|final)\\s+){0,3}(${ROLES.join('|')})\\b`,
  'i',
);

const SUBJECT_PRONOUNS = new Set(['she', 'he']);
const ALL_PRONOUNS = new Set(['she', 'he', 'her', 'his', 'him']);
const PRONOUN = /\b(?:she|he|her|his|him)\b/gi;

interface Ref {
  start: number;
  end: number;
  person: ExtractedPerson;
  pronoun: boolean;
}

interface Context {
  /** The company last stated in the text, for "there" ("Finance Manager there"). */
  lastCompany?: string;
  /** Fields a statement set (an explicit one is not undone by a later mention). */
  stated: Map<ExtractedPerson, Map<PersonField, boolean>>;
}

function set(ctx: Context, person: ExtractedPerson, field: PersonField, value: string, explicit: boolean) {
  const stated = ctx.stated.get(person) ?? new Map<PersonField, boolean>();
  ctx.stated.set(person, stated);
  if (stated.get(field) === true && !explicit) return;
  person[field] = value;
  stated.set(field, explicit);
  if (field === 'company') ctx.lastCompany = value;
  const changed = new Set(person.changed ?? []);
  if (explicit) changed.add(field);
  else changed.delete(field);
  if (changed.size > 0) person.changed = [...changed];
  else delete person.changed;
}

/** A title at the start of `text` (no lead-in), else, where the wording says one follows, its capitalised run. */
function titleOf(text: string, loose: boolean): { title: string; company?: string } | undefined {
  const found = titleAtStart(`, ${text}`);
  if (found) return found;
  if (!loose) return undefined;
  const run = capitalisedRun(text.replace(/^(?:the|a|an)\s+/i, ''));
  return run ? { title: run.value } : undefined;
}

/**
 * The title at the start of `rest` (found as `title`) and the company after it ("… at Acme",
 * "… of Acme", "… there"), both set; returns how much of `rest` they took.
 */
function setTitle(rest: string, title: string, person: ExtractedPerson, ctx: Context, explicit: boolean) {
  set(ctx, person, 'title', title, explicit);
  const at = rest.indexOf(title);
  if (at < 0) return 0;
  const end = at + title.length;
  const after = rest.slice(end);
  const there = /^\s+there\b/i.exec(after);
  if (there && ctx.lastCompany) {
    set(ctx, person, 'company', ctx.lastCompany, explicit);
    return end + there[0].length;
  }
  const m = /^\s+(?:at|of|with|for)\s+/i.exec(after);
  const run = m ? capitalisedRun(after.slice(m[0].length)) : undefined;
  if (!m || !run) return end;
  set(ctx, person, 'company', run.value, explicit);
  return end + m[0].length + run.length;
}

type Predicate = (rest: string, person: ExtractedPerson, ctx: Context) => number | undefined;

/** A company, then maybe "in <place>" and "as <title>", all with the same explicitness. */
function companyWithTail(
  rest: string,
  start: number,
  person: ExtractedPerson,
  ctx: Context,
  explicit: boolean,
  maybePlace = false,
): number | undefined {
  const run = capitalisedRun(rest.slice(start));
  if (!run) return undefined;
  const place = maybePlace && isPlace(run.value);
  set(ctx, person, place ? 'location' : 'company', run.value, explicit);
  let at = start + run.length;
  const inPlace = /^\s+in\s+/i.exec(rest.slice(at));
  if (inPlace) {
    const where = capitalisedRun(rest.slice(at + inPlace[0].length));
    if (where && isPlace(where.value)) {
      set(ctx, person, 'location', where.value, explicit);
      at += inPlace[0].length + where.length;
    }
  }
  // `(?:\s*,\s+|\s+)` is `\s*,?\s+` without its two ways of reading one run of spaces (quadratic on a long run).
  const as = /^(?:\s*,\s+|\s+)as\s+/i.exec(rest.slice(at));
  if (as) {
    const title = titleOf(rest.slice(at + as[0].length), true);
    if (title) {
      set(ctx, person, 'title', title.title, explicit);
      at += as[0].length + title.title.length;
    }
  }
  return at;
}

const PREDICATES: Predicate[] = [
  // "is now based in Milan", "is based in Turin"
  (rest, person, ctx) => {
    const m = /^(?:(?:is|'s|are)\s+)?(now\s+)?(?:based|located|living|lives)\s+in\s+/i.exec(rest);
    if (!m) return undefined;
    const run = capitalisedRun(rest.slice(m[0].length));
    if (!run) return undefined;
    set(ctx, person, 'location', run.value, !!m[1]);
    return m[0].length + run.length;
  },
  // "is now at Pied Piper", "now works at Guinness"
  (rest, person, ctx) => {
    const m =
      /^(?:(?:is|'s)\s+now\s+(?:at|with|working\s+at|working\s+for|employed\s+at)|(?:now\s+works|now\s+working|works\s+now)\s+(?:at|for))\s+/i.exec(
        rest,
      );
    return m ? companyWithTail(rest, m[0].length, person, ctx, true) : undefined;
  },
  // "is now Head of Procurement at Acme Robotics"
  (rest, person, ctx) => {
    const m = /^(?:is|'s)\s+now\s+/i.exec(rest);
    if (!m) return undefined;
    const title = titleOf(rest.slice(m[0].length), true);
    if (!title) return undefined;
    return m[0].length + setTitle(rest.slice(m[0].length), title.title, person, ctx, true);
  },
  // "has been promoted to VP of Engineering", "got promoted to …"
  (rest, person, ctx) => {
    const m =
      /^(?:(?:has|have|'s|was|got|just|recently|been|finally)\s+){0,3}promoted\s+to\s+(?:be\s+)?(?:the\s+)?/i.exec(
        rest,
      );
    if (!m) return undefined;
    const title = titleOf(rest.slice(m[0].length), true);
    if (!title) return undefined;
    return m[0].length + setTitle(rest.slice(m[0].length), title.title, person, ctx, true);
  },
  // "moved to Globex as Head of Sales", "moved to Berlin", "moved from Dunder Mifflin to Sabre", "relocated to Austin"
  (rest, person, ctx) => {
    const m =
      /^(?:(?:has|'s|just|recently|is)\s+){0,2}(moved|moving|relocated|relocating)(?:\s+over)?\s+/i.exec(
        rest,
      );
    if (!m) return undefined;
    let at = m[0].length;
    const from = /^from\s+/i.exec(rest.slice(at));
    if (from) {
      const old = capitalisedRun(rest.slice(at + from[0].length));
      if (!old) return undefined;
      at += from[0].length + old.length;
    }
    const to = /^\s*to\s+/i.exec(rest.slice(at));
    if (!to) return undefined;
    at += to[0].length;
    if (/^reloc/i.test(m[1]!)) {
      const run = capitalisedRun(rest.slice(at));
      if (!run) return undefined;
      set(ctx, person, 'location', run.value, true);
      return at + run.length;
    }
    return companyWithTail(rest, at, person, ctx, true, true);
  },
  // "left Initech for Hooli", "left Soylent to join Vandelay Industries as COO"
  (rest, person, ctx) => {
    const m = /^(?:(?:has|just|recently)\s+)?left\s+/i.exec(rest);
    if (!m) return undefined;
    const old = capitalisedRun(rest.slice(m[0].length));
    const at = m[0].length + (old?.length ?? 0);
    const next = /^(?:\s*,)?\s*(?:for|to\s+join|to\s+go\s+to|and\s+(?:has\s+)?joined)\s+/i.exec(
      rest.slice(at),
    );
    return next ? companyWithTail(rest, at + next[0].length, person, ctx, true) : undefined;
  },
  // "joined Globex as CRO"
  (rest, person, ctx) => {
    const m = /^(?:(?:has|just|recently)\s+)?(?:joined|is\s+joining)\s+/i.exec(rest);
    return m ? companyWithTail(rest, m[0].length, person, ctx, true) : undefined;
  },
  // "works at Sony in Tokyo as a Product Manager", "is still at Klarna", "still with Contoso"
  (rest, person, ctx) => {
    const m =
      /^(?:(?:works|is\s+working|working)\s+(?:at|for)|(?:(?:is|'s)\s+)?still\s+(?:at|with|works\s+at))\s+/i.exec(
        rest,
      );
    return m ? companyWithTail(rest, m[0].length, person, ctx, false) : undefined;
  },
  // "leads engineering at Infosys", "runs procurement at Emirates Steel"
  (rest, person, ctx) => {
    const m = /^(?:leads|runs|heads|manages|oversees)(?:\s+[a-z&-]+){1,4}?\s+(?:at|for)\s+/.exec(rest);
    return m ? companyWithTail(rest, m[0].length, person, ctx, false) : undefined;
  },
  // "is the decision maker", "is our champion there", "is the budget holder at Yandex"
  (rest, person, ctx) => {
    const m = ROLE_AT_START.exec(rest);
    if (!m) return undefined;
    set(ctx, person, 'role', m[1]!.toLowerCase().replace('-', ' '), false);
    const at = /^\s+(?:at|of|for)\s+/i.exec(rest.slice(m[0].length));
    if (at) return companyWithTail(rest, m[0].length + at[0].length, person, ctx, false);
    return m[0].length;
  },
  // "is Head of Operations", "is the CEO of Bluebird Logistics", "is Finance Manager there"
  (rest, person, ctx) => {
    const m = /^(?:is|'s|was|as)\s+/i.exec(rest);
    if (!m) return undefined;
    const title = titleAtStart(rest);
    if (!title) return undefined;
    return Math.max(m[0].length, setTitle(rest, title.title, person, ctx, false));
  },
];

const CONNECTOR = /^\s*,?\s*(?:(?:and|but|who|which)\s+)?(?:also\s+)?/i;

/** The predicates said of `person` at the start of `rest`, one after another ("moved to Dublin and now works at Guinness"). */
function readPredicates(rest: string, person: ExtractedPerson, ctx: Context): void {
  let at = 0;
  for (let guard = 0; guard < 8; guard++) {
    const text = rest.slice(at);
    const lead = guard === 0 ? 0 : (CONNECTOR.exec(text)?.[0].length ?? 0);
    let used: number | undefined;
    for (const predicate of PREDICATES) {
      used = predicate(text.slice(lead), person, ctx);
      if (used !== undefined) break;
    }
    if (used === undefined) return;
    at += lead + used;
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every place the text names a person (full name, or a first name only one person has) or a pronoun. */
function referencesOf(text: string, people: readonly ExtractedPerson[]): Ref[] {
  const refs: Ref[] = [];
  // Which characters a name already took: a first name inside a full name is not a second mention.
  const taken = new Uint8Array(text.length);
  const add = (name: string, person: ExtractedPerson) => {
    if (name === '') return;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken[start] || taken[end - 1]) continue;
      taken.fill(1, start, end);
      refs.push({ start, end, person, pronoun: false });
    }
  };
  // Each person's names are looked for once in the text: at most the first MAX_PEOPLE people.
  const some = people.slice(0, MAX_PEOPLE);
  for (const p of some) if (p.fullName) add(p.fullName, p);
  const firsts = new Map<string, number>();
  for (const p of some) {
    const first = p.firstName?.toLowerCase();
    if (first) firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  for (const p of some) {
    const first = p.firstName;
    if (first && p.fullName && firsts.get(first.toLowerCase()) === 1) add(first, p);
  }
  // A lone first name that is a place ("relocated to Austin") is read as the place.
  for (const p of some) if (!p.fullName && p.firstName && !isPlace(p.firstName)) add(p.firstName, p);
  refs.sort((a, b) => a.start - b.start);
  // A pronoun is the person named last before it.
  const all: Ref[] = [];
  let next = 0;
  let last: Ref | undefined;
  for (const m of text.matchAll(PRONOUN)) {
    while (next < refs.length && refs[next]!.end <= m.index) {
      last = refs[next]!;
      all.push(last);
      next++;
    }
    if (last) all.push({ start: m.index, end: m.index + m[0].length, person: last.person, pronoun: true });
  }
  for (; next < refs.length; next++) all.push(refs[next]!);
  return all;
}

/** The clauses of a text with where each starts: sentences, cut again at ";". */
function clausesOf(text: string): { start: number; text: string }[] {
  const clauses: { start: number; text: string }[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?](?=\s+[\p{Lu}\d])|;|$/gu)) {
    const end = m.index;
    if (end > start) clauses.push({ start, text: text.slice(start, end) });
    start = end + m[0].length;
    if (m[0] === '') break;
  }
  return clauses;
}

const NEW_PHONE =
  /\b(?:new|updated|changed|different)\s+(?:phone|number|cell|mobile|tel)|\b(?:phone|number|cell|mobile)\s+(?:has\s+)?changed\b/i;
const NEW_EMAIL =
  /\b(?:new|updated|changed|different)\s+(?:e-?mail|address)|\be-?mail\s+(?:has\s+)?changed\b/i;

/** The company said right after a name: "(Themyscira Trading)", "of Maersk", "from Acme", "- COO, Galp -". */
function companyAfterName(after: string, person: ExtractedPerson): { company?: string; gap: string } {
  let rest = after;
  const paren = /^\s*\(([^()]{1,80})\)/.exec(rest);
  if (paren) {
    const inside = paren[1]!.trim();
    const run = capitalisedRun(inside);
    if (!titleAtStart(`, ${inside}`) && run && run.value === inside.replace(/[.,]$/, ''))
      return { company: run.value, gap: '' };
    rest = rest.slice(paren[0].length);
  } else if (person.title) {
    // "Robert Fox, CEO, and …", "Ines Ferreira - COO, Galp - …"
    const lead = /^\s*(?:,|[-–—])\s*/.exec(rest);
    if (lead && rest.slice(lead[0].length).startsWith(person.title)) {
      rest = rest.slice(lead[0].length + person.title.length);
      const card = /^\s*,\s*/.exec(rest);
      if (card) {
        const run = capitalisedRun(rest.slice(card[0].length));
        const tail = rest.slice(card[0].length + (run?.length ?? 0));
        if (run && /^\s*(?:[-–—]|[.,;]|$)/.test(tail)) return { company: run.value, gap: '' };
      }
    }
  }
  const link = /^\s*(?:from|at|of|with)\s+/i.exec(rest);
  if (link) {
    const run = capitalisedRun(rest.slice(link[0].length));
    if (run) return { company: run.value, gap: '' };
  }
  return { gap: rest };
}

/**
 * Adds to `people` (the extractor's, in place) what the text states about them; `emails`: the
 * addresses the text holds (lowercase).
 */
export function readStatements(
  text: string,
  people: readonly ExtractedPerson[],
  emails: readonly string[],
): void {
  if (people.length === 0) return;
  const ctx: Context = { stated: new Map() };
  const refs = referencesOf(text, people);
  const named = refs.filter((r) => !r.pronoun);

  // A company said after a name, and for a list of people before it ("Jane Doe and John Smith from Acme").
  const after = named.map((r, i) => {
    const next = named[i + 1];
    const to = next ? next.start : text.length;
    return companyAfterName(text.slice(r.end, to), r.person);
  });
  for (let i = named.length - 1; i >= 0; i--) {
    const r = named[i]!;
    const found = after[i]!;
    if (found.company && !r.person.company) r.person.company = found.company;
    else if (!found.company && i + 1 < named.length) {
      const gap = found.gap.replace(/\([^()]{0,80}\)/g, ' ');
      const next = after[i + 1]!;
      if (gap.length < 200 && /^[\s,]*(?:(?:and|&)[\s,]*)?$/.test(gap) && next.company && !r.person.company) {
        r.person.company = next.company;
        found.company = next.company;
      }
    }
  }

  let first = 0;
  let last: Ref | undefined;
  for (const clause of clausesOf(text)) {
    const end = clause.start + clause.text.length;
    while (first < refs.length && refs[first]!.end <= clause.start) last = refs[first++];
    const inClause: Ref[] = [];
    for (let i = first; i < refs.length && refs[i]!.end <= end; i++) inClause.push(refs[i]!);
    if (inClause.length === 0 && last && /^\s*(?:based|located)\s+in\s/i.test(clause.text))
      readPredicates(clause.text.trim(), last.person, ctx);
    for (const [i, r] of inClause.entries()) {
      const word = text.slice(r.start, r.end).toLowerCase();
      if (r.pronoun && !SUBJECT_PRONOUNS.has(word)) continue;
      const to = inClause[i + 1]?.start ?? end;
      readPredicates(text.slice(r.end, to).replace(/^\s+/, ''), r.person, ctx);
    }
    // A phone or an email in a clause about one person is theirs.
    const about = [
      ...new Set(
        inClause
          .filter((r) => !r.pronoun || ALL_PRONOUNS.has(text.slice(r.start, r.end).toLowerCase()))
          .map((r) => r.person),
      ),
    ];
    const person = about[0];
    if (about.length !== 1 || !person) continue;
    const phones = extractPhones(clause.text);
    if (phones.length > 0) set(ctx, person, 'phone', phones[0]!, NEW_PHONE.test(clause.text));
    const lower = clause.text.toLowerCase();
    const email = emails.slice(0, MAX_PEOPLE).find((e) => lower.includes(e));
    if (email && (!person.email || person.email === email || NEW_EMAIL.test(clause.text)))
      set(ctx, person, 'email', email, NEW_EMAIL.test(clause.text));
  }
}
