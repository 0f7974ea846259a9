import { TITLE_WORDS } from '../lib/titleWords.js';

/**
 * Job titles written beside a person's name in a post update: "Jane Cooper, VP Sales at Acme",
 * "Jane (Head of Ops at Acme)", "Jane, the CTO of Acme", "Jane Cooper is our new Director of
 * Engineering". A title is read only right after the name (a comma, a bracket, "is" or a dash
 * between), and only when its words are title words with a head ("VP", "Manager", "Head of
 * Sales"): "sales are up" or "the head of the table" name no one's job. Framework-free.
 */

/** A title and the company the same phrase ties it to ("… at Acme", "… of Acme"). */
export interface JobTitle {
  title: string;
  company?: string;
}

/** Heads that are everyday words too: a title only with a qualifier ("Head of Ops", "Tech Lead"). */
const WEAK_HEADS = new Set([
  'head',
  'lead',
  'partner',
  'owner',
  'principal',
  'associate',
  'executive',
  'buyer',
  'representative',
  'rep',
  'secretary',
]);

/** Words that qualify a head: rank ("Senior", "Vice") and department ("Sales", "Ops"). */
const QUALIFIERS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'staff',
  'chief',
  'vice',
  'general',
  'managing',
  'regional',
  'global',
  'assistant',
  'deputy',
  'interim',
  'acting',
  'technical',
  'tech',
  'account',
  'key',
  'national',
  'area',
  'country',
  'executive',
  'principal',
  'lead',
  'sales',
  'marketing',
  'ops',
  'operations',
  'engineering',
  'product',
  'products',
  'finance',
  'financial',
  'hr',
  'people',
  'design',
  'growth',
  'partnerships',
  'procurement',
  'purchasing',
  'it',
  'legal',
  'data',
  'customer',
  'success',
  'business',
  'development',
  'research',
  'security',
  'talent',
  'strategy',
  'communications',
  'revenue',
  'platform',
  'infrastructure',
  'support',
  'supply',
  'chain',
  'logistics',
  'technology',
  'information',
  'innovation',
  'software',
  'quality',
  'compliance',
  'risk',
  'brand',
  'content',
  'digital',
  'program',
  'project',
  'office',
  'operating',
  'marketing',
  'field',
  'service',
  'services',
]);

/**
 * Words that make a phrase a job title on their own ("CTO", "Engineer"): the signature's title
 * words (mailbox/constants.ts) that are not weak or qualifiers, and a few more.
 */
const HEADS = new Set([
  ...TITLE_WORDS.filter((w) => !WEAK_HEADS.has(w) && !QUALIFIERS.has(w)),
  ...['cpo', 'cro', 'cso', 'cdo', 'avp', 'md', 'gm', 'chair', 'chairman', 'chairwoman', 'chairperson'],
  ...['treasurer', 'strategist', 'supervisor'],
]);

/** Words that may join title words ("Head of Sales", "VP Sales & Marketing"). */
const JOINERS = new Set(['of', 'and', '&', 'for']);

/** What may stand between the name and the title. */
const LEAD_IN =
  /^\s*(?:,|\(|[-–—]|\bis\b|\bwas\b|\bas\b)\s*(?:(?:the|our|their|a|an|his|her|its|new|now)\s+)*/i;

/** An email written between the name and the title ("Jane Cooper, jane@acme.com, CTO"). */
const EMAIL_FIRST = /^\s*(?:,\s*|\(\s*)[^\s,()@]+@[^\s,()]+\)?/;

const isTitleWord = (w: string) => HEADS.has(w) || WEAK_HEADS.has(w) || QUALIFIERS.has(w);

/** Whether every word of `name` is a title word ("Ops", "Sales Director"): a title, not a person. */
export function isTitleOnly(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
  return words.length > 0 && words.every(isTitleWord);
}

/** The words of a phrase, lowercase, each with whether punctuation closed it. */
function wordsOf(text: string): { word: string; raw: string; closed: boolean }[] {
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((raw) => {
      const clean = raw.replace(/[,.;:!?)\]]+$/, '');
      return { word: clean.toLowerCase(), raw: clean, closed: clean !== raw };
    });
}

/**
 * Whether the capitalised word at `i` starts a capitalised run that ends in a head ("Fish Farm
 * Manager", "Plant Manager"): the words before a head in one run belong to the title.
 */
function namesTheHead(words: readonly { word: string; raw: string; closed: boolean }[], i: number) {
  for (let j = i; j < words.length; j++) {
    const w = words[j]!;
    if (!/^\p{Lu}/u.test(w.raw)) return false;
    if (HEADS.has(w.word) || WEAK_HEADS.has(w.word)) return j > i;
    if (w.closed) return false;
  }
  return false;
}

/** The title at the start of `rest`, if its words make one; `rest` is what follows the name. */
export function titleAtStart(rest: string): JobTitle | undefined {
  const afterEmail = rest.replace(EMAIL_FIRST, '');
  const lead = LEAD_IN.exec(afterEmail);
  if (!lead) return undefined;
  const words = wordsOf(afterEmail.slice(lead[0].length));
  let end = 0;
  while (end < words.length) {
    const w = words[end]!;
    const joins = JOINERS.has(w.word) && end > 0 && !words[end - 1]!.closed;
    if (!isTitleWord(w.word) && !joins && !namesTheHead(words, end)) break;
    end++;
    if (w.closed) break;
  }
  // A joiner at the end starts the company ("the CTO of Acme"), not the title.
  while (end > 0 && JOINERS.has(words[end - 1]!.word)) end--;
  const phrase = words.slice(0, end);
  // A weak head needs a word beside it: "Head of Ops" is a title, "head" alone is not.
  const hasHead = phrase.some((w) => HEADS.has(w.word) || WEAK_HEADS.has(w.word));
  if (!hasHead || phrase.every((w) => WEAK_HEADS.has(w.word))) return undefined;
  const title = phrase.map((w) => w.raw).join(' ');
  const next = words[end];
  const ofCompany =
    next && !phrase[phrase.length - 1]!.closed && ['at', 'of', '@', 'with'].includes(next.word)
      ? words.slice(end + 1)
      : [];
  const company: string[] = [];
  for (const w of ofCompany) {
    if (!/^[A-Z0-9]/.test(w.raw)) break;
    company.push(w.raw);
    if (w.closed) break;
  }
  return company.length > 0 ? { title, company: company.join(' ') } : { title };
}

/** The title written right after one of the places `name` stands in `text`. */
export function titleBeside(text: string, name: string): JobTitle | undefined {
  if (name.trim() === '') return undefined;
  let from = 0;
  for (;;) {
    const at = text.indexOf(name, from);
    if (at < 0) return undefined;
    from = at + name.length;
    const boundary = !/[\p{L}\p{N}]/u.test(text[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(text[from] ?? ' ');
    const sentenceRest = text.slice(from).split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? '';
    const found = boundary ? titleAtStart(sentenceRest) : undefined;
    if (found) return found;
  }
}
