import { fold } from '../lib/fold.js';

/**
 * People asked about by their role: "what does rheinfracht's COO want", "who is the IT head at
 * the gdansk port authority", "what did our ceo ask for", "which clause did maple's cfo point to".
 * The question names a role and, most often, a company; the person is the contact of that company
 * whose title holds the role (contacts.title: "COO", "Head of IT", "Diretora Financeira"). This
 * module finds the mentions and scores a title against one; the engine reads the contacts and puts
 * the person's name in the mention's place. Framework-free.
 */

/** A role named in a question, and where: `question.slice(start, end)` is what a name replaces. */
export interface RoleMention {
  start: number;
  end: number;
  /** The role's words, canonical ("it", "head"); at least one is a rank or a role noun. */
  role: string[];
  /**
   * The company's words ("van", "loon"), each with where it ends; absent for "our CEO" and "the
   * recruiter". The mention ends with the last of them that the person's company holds.
   */
  company?: { key: string; end: number }[];
  /** "our CEO": a colleague of the user's. */
  own?: boolean;
}

/** A contact who may hold the role. */
export interface TitledPerson {
  name: string;
  email?: string;
  company?: string;
  title: string;
}

/**
 * Title words to one form each: ranks that mean "in charge of" ("head", "lead", "director",
 * "chief", and the same in Portuguese and Spanish), departments in their noun form.
 */
const CANONICAL: Record<string, string> = {
  lead: 'head',
  leader: 'head',
  director: 'head',
  directora: 'head',
  diretor: 'head',
  diretora: 'head',
  chief: 'head',
  responsable: 'head',
  leiter: 'head',
  leiterin: 'head',
  jefe: 'head',
  jefa: 'head',
  manager: 'manager',
  gerente: 'manager',
  financial: 'finance',
  financeira: 'finance',
  financeiro: 'finance',
  financiero: 'finance',
  financiera: 'finance',
  operating: 'operations',
  operation: 'operations',
  ops: 'operations',
  technology: 'technology',
  technical: 'technology',
  tech: 'technology',
  clinico: 'clinical',
  clinica: 'clinical',
  clinic: 'clinical',
  executive: 'executive',
  socio: 'partner',
  socia: 'partner',
  contabilista: 'accountant',
  attorney: 'lawyer',
  counsel: 'lawyer',
  purchasing: 'procurement',
  buyer: 'procurement',
  founder: 'founder',
  cofounder: 'founder',
  'co-founder': 'founder',
};

/** Abbreviated titles, written out in canonical words. */
const ABBREVIATED: Record<string, string[]> = {
  ceo: ['head', 'executive', 'officer'],
  cfo: ['head', 'finance', 'officer'],
  coo: ['head', 'operations', 'officer'],
  cto: ['head', 'technology', 'officer'],
  cio: ['head', 'information', 'officer'],
  cmo: ['head', 'marketing', 'officer'],
  cro: ['head', 'revenue', 'officer'],
  cpo: ['head', 'product', 'officer'],
  cso: ['head', 'security', 'officer'],
  ciso: ['head', 'information', 'security', 'officer'],
};

/** Words that make a phrase a role: a rank, or a noun for what a person does. */
const ROLE_NOUNS = new Set([
  ...Object.keys(ABBREVIATED),
  'head',
  'manager',
  'officer',
  'vp',
  'svp',
  'evp',
  'president',
  'founder',
  'owner',
  'partner',
  'lawyer',
  'accountant',
  'recruiter',
  'engineer',
  'specialist',
  'consultant',
  'advisor',
  'procurement',
  'coordinator',
  'administrator',
  'assistant',
  'secretary',
  'treasurer',
  'controller',
]);

/** Words that stand for a person after a department ("the procurement guy"): no part of the title. */
const PERSON_WORDS = new Set(['guy', 'person', 'lady', 'woman', 'man', 'contact', 'people', 'folks', 'rep']);

/** Words no role or company is made of. */
const STOP = new Set([
  ...['the', 'a', 'an', 'our', 'their', 'his', 'her', 'my', 'your', 'its', 'this', 'that', 'who', 'what'],
  ...['is', 'was', 'are', 'does', 'did', 'do', 'has', 'have', 'had', 'will', 'would', 'can', 'could'],
  ...['and', 'or', 'to', 'for', 'from', 'at', 'of', 'in', 'on', 'with', 'about', 'by', 'when', 'which'],
  ...['say', 'said', 'want', 'wants', 'need', 'needs', 'ask', 'asked', 'send', 'sent', 'tell', 'told'],
  ...['me', 'us', 'we', 'i', 'you', 'they', 'them', 'he', 'she', 'new', 'old', 'current', 'main'],
]);

/** Words that may follow a role named without a company ("what did the recruiter send last week"). */
const AFTER_ROLE = new Set([...STOP, 'last', 'this', 'next', 'since', 'before', 'after', 'ever', 'recently']);
const RANKS = new Set(['head', 'manager', 'officer', 'vp', 'svp', 'evp', 'president', 'partner', 'owner']);

const canonical = (word: string): string => {
  const w = fold(word);
  return CANONICAL[w] ?? w;
};

/** A title's words in canonical form, abbreviations written out ("CTO & Co-founder"). */
export function titleWords(title: string): Set<string> {
  const words = new Set<string>();
  for (const raw of fold(title).split(/[^\p{L}\p{N}]+/u)) {
    if (raw === '' || raw === 'of' || raw === 'and' || raw === 'de' || raw === 'do' || raw === 'da') continue;
    words.add(canonical(raw));
    for (const w of ABBREVIATED[raw] ?? []) words.add(w);
  }
  return words;
}

/**
 * How well a title holds a role, or 0: every word of the role must be in the title (its
 * abbreviation written out); of two titles that hold it, the one with fewer other words wins.
 */
export function roleScore(role: readonly string[], title: string): number {
  const words = titleWords(title);
  const wanted = role.flatMap((w) => ABBREVIATED[w] ?? [w]);
  if (wanted.length === 0 || !wanted.every((w) => words.has(w))) return 0;
  return wanted.length / words.size;
}

interface Word {
  text: string;
  key: string;
  start: number;
  end: number;
}

function wordsOf(question: string): Word[] {
  const out: Word[] = [];
  for (const m of question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}&-]*(?:['’]s\b)?/gu)) {
    const text = m[0];
    out.push({ text, key: fold(text.replace(/['’]s$/, '')), start: m.index, end: m.index + text.length });
  }
  return out;
}

const possessive = (w: Word | undefined) => w !== undefined && /['’]s$/.test(w.text);
const isRoleNoun = (w: Word) => ROLE_NOUNS.has(canonical(w.key)) || ABBREVIATED[w.key] !== undefined;

/**
 * The role starting at word `i`: title words up to the last role noun among the next four words,
 * "of" and one more word after a rank ("head of planning"), a person word after a department
 * ("procurement guy"). Undefined when no role noun is there.
 */
function roleAt(words: readonly Word[], i: number): { role: string[]; next: number } | undefined {
  let last = -1;
  for (let j = i; j < Math.min(words.length, i + 4); j++) {
    const w = words[j] as Word;
    if (STOP.has(w.key) || possessive(w)) break;
    if (isRoleNoun(w) || PERSON_WORDS.has(w.key)) last = j;
  }
  if (last === -1) return undefined;
  const role = words
    .slice(i, last + 1)
    .map((w) => canonical(w.key))
    .filter((w) => !PERSON_WORDS.has(w));
  let next = last + 1;
  const of = words[next];
  const what = words[next + 1];
  if (of?.key === 'of' && what !== undefined && !STOP.has(what.key) && !possessive(what)) {
    // "head of planning", but not "the CTO of Prairie Rail": a company is named with a capital or
    // is followed by nothing a role would be.
    const rank = canonical((words[last] as Word).key);
    if (rank === 'head' || rank === 'vp') {
      role.push(canonical(what.key));
      next += 2;
    }
  }
  if (role.length === 0 || !role.some((w) => ROLE_NOUNS.has(w))) return undefined;
  return { role, next };
}

/** The company named after "at/of/from/in" at word `i`: up to four words, "the" dropped. */
function companyAt(words: readonly Word[], i: number): Word[] {
  const first = words[i];
  if (first === undefined || !['at', 'of', 'from', 'in', 'with'].includes(first.key)) return [];
  let j = i + 1;
  if (words[j]?.key === 'the') j++;
  const company: Word[] = [];
  while (j < words.length && company.length < 4) {
    const w = words[j] as Word;
    if (STOP.has(w.key) && company.length > 0) break;
    if (STOP.has(w.key)) return [];
    company.push(w);
    if (possessive(w)) break;
    j++;
  }
  return company;
}

/** The roles a question names ("rheinfracht's COO", "the IT head at Baltica", "our CEO"). */
export function roleMentions(question: string): RoleMention[] {
  const words = wordsOf(question.slice(0, 500));
  const found: RoleMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as Word;
    // "maple's procurement guy", "van loon's head of planning"
    if (possessive(w) && !STOP.has(w.key)) {
      const at = roleAt(words, i + 1);
      if (at === undefined) continue;
      const company: Word[] = [w];
      for (let j = i - 1; j >= 0 && company.length < 4; j--) {
        const before = words[j] as Word;
        if (STOP.has(before.key) || possessive(before)) break;
        company.unshift(before);
      }
      const end = (words[at.next - 1] as Word).end;
      found.push({
        start: (company[0] as Word).start,
        end,
        role: at.role,
        company: company.map((c) => ({ key: c.key, end })),
      });
      i = at.next - 1;
      continue;
    }
    // "the IT head at the gdansk port authority", "our ceo", "the recruiter"
    if (w.key === 'the' || w.key === 'our' || w.key === 'their') {
      const at = roleAt(words, i + 1);
      if (at === undefined) continue;
      const company = w.key === 'our' ? [] : companyAt(words, at.next);
      if (w.key === 'their' && company.length === 0) continue;
      // "the recruiter" with no company: a role noun that is no rank, and then no more of a noun
      // phrase ("the head of partnerships job" names a job, not a person).
      const after = words[at.next];
      const alone =
        w.key === 'the' &&
        company.length === 0 &&
        (at.role.some((r) => RANKS.has(r) || ABBREVIATED[r] !== undefined) ||
          (after !== undefined && !AFTER_ROLE.has(after.key)));
      if (alone) continue;
      found.push({
        start: w.start,
        end: (words[at.next - 1] as Word).end,
        role: at.role,
        ...(company.length > 0 ? { company: company.map((c) => ({ key: c.key, end: c.end })) } : {}),
        ...(w.key === 'our' ? { own: true } : {}),
      });
      i = at.next - 1 + company.length;
    }
  }
  return found;
}

/** Words a title holding the role may be written with, to find it among many ("coo", "operations", "operating"). */
export function titleSearchWords(role: readonly string[]): string[] {
  const words = new Set<string>();
  for (const r of role) {
    const forms = [r, ...Object.keys(CANONICAL).filter((k) => CANONICAL[k] === r)];
    for (const f of forms) words.add(f);
    for (const w of ABBREVIATED[r] ?? []) words.add(w);
  }
  // The rank alone ("head") finds too many to choose from; the role's other words find the title.
  const specific = [...words].filter((w) => !RANKS.has(w) && !RANKS.has(CANONICAL[w] ?? ''));
  return specific.length > 0 ? specific : [...words];
}

/** Letters of a company's words' initials ("Bright Smile Dental Partners" → "bsdp"). */
const initials = (words: readonly string[]) => words.map((w) => w.charAt(0)).join('');

/** How much of a mention's company a person's company or mail domain holds (0: none). */
export function companyScore(mention: readonly string[], person: TitledPerson): number {
  const scores = mention.map((w) => companyWordScore(w, person));
  const held = scores.filter((s) => s > 0).length;
  // "brisa foods" is not Orla Foods: one word held must be the name's first; else half of them.
  if (held === 0 || (held === 1 && scores[0] === 0) || (held > 1 && held * 2 < mention.length)) return 0;
  return scores.reduce((sum, s) => sum + s, 0);
}

/** Whether one word of a mention's company names the person's company (2), its mail domain (1), or neither. */
export function companyWordScore(w: string, person: TitledPerson): number {
  const theirs = fold(person.company ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  const label = fold(person.email?.split('@')[1]?.split('.')[0] ?? '').replace(/-/g, '');
  if (w.length < 2 || STOP.has(w)) return 0;
  if (theirs.includes(w) || (theirs.length > 1 && initials(theirs) === w)) return 2;
  return w.length >= 4 && label.startsWith(w) ? 1 : 0;
}

/** Where the words a name replaces end: after the role, or after the last company word the person's company holds. */
export function mentionEnd(mention: RoleMention, person: TitledPerson): number {
  const held = (mention.company ?? []).filter((c) => companyWordScore(c.key, person) > 0);
  return Math.max(mention.end, ...held.map((c) => c.end));
}

/**
 * The one person among `people` a mention means: the best company match (when it names one),
 * then the best title; undefined when nobody holds the role, or two hold it equally well.
 */
export function personInRole(
  mention: RoleMention,
  people: readonly TitledPerson[],
): TitledPerson | undefined {
  const scored = people
    .map((p) => ({
      p,
      company: mention.company
        ? companyScore(
            mention.company.map((c) => c.key),
            p,
          )
        : 1,
      title: roleScore(mention.role, p.title),
    }))
    .filter((s) => s.company > 0 && s.title > 0);
  if (scored.length === 0) return undefined;
  const bestCompany = Math.max(...scored.map((s) => s.company));
  const atCompany = scored.filter((s) => s.company === bestCompany);
  const bestTitle = Math.max(...atCompany.map((s) => s.title));
  const best = atCompany.filter((s) => s.title === bestTitle);
  const names = new Set(best.map((s) => fold(s.p.name)));
  return names.size === 1 ? best[0]?.p : undefined;
}
