import { contactFullName } from '@rapport/sdk/rules';
import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { compactName, MIN_DOMAIN_NAME_CHARS, MIN_DOMAIN_SHARE } from '../assistant/domains.js';
import type { Fact, KnowledgeSource, SearchRequest } from '../assistant/types.js';
import { contactDocument, isContactIndexFresh } from '../contacts/search.js';
import { contactSummary } from '../contacts/summary.js';
import { contactColumns, contactSearch, contacts, emails, postUpdates } from '../db/schema.js';
import { fold } from '../lib/fold.js';
import { companyFromDomain } from '../mailbox/contactsFromMail.js';
import { emailMatches, emailRank } from '../mailbox/emailSearch.js';
import { heldByMailbox } from '../mailbox/scope.js';
import type { ServiceContext } from '../platform/context.js';
import { createConversationKnowledge } from './conversations.js';
import { createMetaKnowledge, present, textArray } from './meta.js';
import type { SimilarSources } from './questionVectors.js';
import type { VectorHit } from './vectors.js';

/** Search terms → tsquery lexemes, quoted so no term can inject operators. */
function lexemesOf(terms: readonly string[]): string[] {
  const cleaned = terms
    .map((t) =>
      t
        .toLowerCase()
        .replace(/[^\p{L}\p{N}@._+\-\s]/gu, ' ')
        .trim(),
    )
    .flatMap((t) => t.split(/\s+/))
    .filter((t) => t.length > 0)
    .slice(0, 30);
  return [...new Set(cleaned)];
}

/** One lexeme as a prefix match, "Jürgen" also as "jurgen" (contacts are indexed folded too). */
function prefixOf(lexeme: string): string {
  const folded = fold(lexeme);
  return folded === lexeme ? `'${lexeme}':*` : `('${lexeme}':* | '${folded}':*)`;
}

/** Search terms → an OR tsquery text ('acme':* | 'jane':*); null when nothing is left to search. */
export function toOrTsquery(terms: string[]): string | null {
  const lexemes = lexemesOf(terms);
  return lexemes.length === 0 ? null : lexemes.map(prefixOf).join(' | ');
}

/** Related words shorter than this are left out of the SQL: "see":* would match half the mail. */
const MIN_RELATED_SQL_CHARS = 5;
/** How many related words of a term the SQL looks for (the engine ranks with all of them). */
const MAX_RELATED_SQL = 4;

/** The related words of a term worth a lexeme of the match (`SearchRequest.related`). */
function relatedLexemes(request: Pick<SearchRequest, 'related'>, term: string): string[] {
  const related = request.related?.[term] ?? [];
  return lexemesOf(related.filter((r) => r.length >= MIN_RELATED_SQL_CHARS).slice(0, MAX_RELATED_SQL));
}

/** A term or any of its related words, as tsquery text. */
function termOrRelated(request: Pick<SearchRequest, 'related'>, lexeme: string): string {
  const related = relatedLexemes(request, lexeme);
  return related.length === 0 ? prefixOf(lexeme) : `(${[lexeme, ...related].map(prefixOf).join(' | ')})`;
}

/** The terms and their related words, as an OR tsquery text: what a fact is ranked by. */
export function toRankTsquery(request: Pick<SearchRequest, 'terms' | 'related'>): string | null {
  const lexemes = lexemesOf(request.terms);
  return toOrTsquery([...lexemes, ...lexemes.flatMap((l) => relatedLexemes(request, l))]);
}

/**
 * What the question asks about, for its embedding: its terms without the words of the people and
 * companies it names. Near a source only through a shared name ("When is Lena's birthday?" and
 * Lena's card), a question would otherwise be answered by whatever names her; names are matched
 * by the words' rules. Empty when nothing but names is asked: no vectors then.
 */
export function topicOf(request: Pick<SearchRequest, 'terms' | 'names'>): string {
  const named = new Set((request.names ?? []).flat().map((w) => w.toLowerCase()));
  return request.terms.filter((t) => !named.has(t.toLowerCase())).join(' ');
}

/** Above this many keywords, pairs of them would be too many to spell out. */
const MAX_PAIRED_TERMS = 6;

/**
 * What a row must match to be worth ranking, as tsquery text. A question about people needs one
 * of their first names (the engine keeps nothing else); a question of three or more keywords
 * needs two of them. Everything else: any term. On 100,000 emails this decides whether a
 * question ranks a few hundred rows or tens of thousands.
 */
export function toMatchTsquery(request: Pick<SearchRequest, 'terms' | 'names' | 'related'>): string | null {
  const firstWords = (request.names ?? []).map((n) => n[0]).filter((w): w is string => w !== undefined);
  // "invoice 8831 from Kent Calibration": the number finds the email that never spells the company.
  const identifiers = request.terms.filter((t) => /\d/.test(t));
  if (firstWords.length > 0) return toOrTsquery([...firstWords, ...identifiers]);
  const lexemes = lexemesOf(request.terms);
  if (lexemes.length < 3 || lexemes.length > MAX_PAIRED_TERMS) return toRankTsquery(request);
  // "considering … vendor": a term or a word related to it ("weighing … seller") makes one of a pair.
  const pairs: string[] = [];
  for (let i = 0; i < lexemes.length; i++)
    for (let j = i + 1; j < lexemes.length; j++)
      pairs.push(
        `(${termOrRelated(request, lexemes[i] as string)} & ${termOrRelated(request, lexemes[j] as string)})`,
      );
  return pairs.join(' | ');
}

/**
 * The columns an email's fact is made of: not its quoted replies, signature, participants as
 * JSON or attachments, which the search would otherwise carry through the ranking of every match.
 */
const emailFactColumns = {
  id: emails.id,
  sentAt: emails.sentAt,
  createdAt: emails.createdAt,
  subject: emails.subject,
  snippet: emails.snippet,
  bodyText: emails.bodyText,
  threadId: emails.threadId,
  fromName: emails.fromName,
  fromAddress: emails.fromAddress,
  toAddresses: emails.toAddresses,
};

const iso = (d: Date | null | undefined) => (d ?? new Date(0)).toISOString();
/**
 * The assistant's knowledge over the user's own tables, with PostgreSQL full-text search
 * (works the same on PGlite and PostgreSQL). Every query is scoped by the user id.
 */
export function createKnowledgeSource(
  ctx: ServiceContext,
  options: { vectors?: SimilarSources | undefined } = {},
): KnowledgeSource {
  const { db } = ctx.database;

  /** Contacts matching `query`, best first: through the index when fresh, else on the fly. */
  async function searchContacts(userId: string, query: SQL, limit: number) {
    const fresh = await isContactIndexFresh(db, userId);
    const vector = fresh ? sql`${contactSearch.search}` : contactDocument;
    const rank = sql<number>`ts_rank(${vector}, ${query})`;
    const select = db.select({ row: contactColumns, rank }).from(contacts).$dynamic();
    const from = fresh
      ? select.innerJoin(
          contactSearch,
          and(eq(contactSearch.contactId, contacts.id), eq(contactSearch.userId, userId)),
        )
      : select;
    return from
      .where(and(eq(contacts.userId, userId), sql`${vector} @@ ${query}`))
      .orderBy(desc(rank), desc(contacts.updatedAt))
      .limit(limit);
  }

  return {
    meta: createMetaKnowledge(ctx),
    conversations: createConversationKnowledge(ctx),
    async search(asked: SearchRequest): Promise<Fact[]> {
      const request = await withSpellings(asked);
      // A question about people is matched by their names and ranked again by the engine: the
      // related words widen the match and ranking of questions that name nobody (and the mail of a
      // company's people, below), not the ranking of every row that holds a name.
      const named = (request.names ?? []).length > 0;
      const anyTerm =
        request.terms.length === 0
          ? toOrTsquery([request.query])
          : named
            ? toOrTsquery(request.terms)
            : toRankTsquery(request);
      if (!anyTerm) return [];
      const narrow = toMatchTsquery(request) ?? anyTerm;
      const limit = Math.max(1, Math.min(request.limit, 100));
      // The question's embedding is asked for while the words are searched.
      const topic = topicOf(request);
      const similar =
        (topic !== '' && options.vectors?.similar(request.userId, topic, limit)) || Promise.resolve([]);
      // Awaited below; a failing word search must not leave its rejection unhandled meanwhile.
      similar.catch(() => {});
      // "What does Halden Freight need?": what its people wrote, though no line of it names the
      // company. Asked for beside the word search (on PostgreSQL the two run at once).
      const ofCompanies = mailOfCompanies(request, toRankTsquery(request) ?? anyTerm);
      ofCompanies.catch(() => {});
      const found = await searchTables(request, narrow, anyTerm);
      // Two keywords of three found nothing: any one of them may still be the answer.
      const rows =
        narrow !== anyTerm && found.every((r) => r.length === 0)
          ? await searchTables(request, anyTerm, anyTerm)
          : found;
      const companyMail = await ofCompanies;
      const mails = [...rows[2], ...companyMail.filter((m) => !rows[2].some((r) => r.row.id === m.row.id))];
      const facts = await withSenders(request.userId, toFacts([rows[0], rows[1], mails]));
      const hits = await similar;
      if (hits.length === 0) return facts;
      const missing = hits.filter((h) => !facts.some((f) => f.kind === h.kind && f.id === h.id));
      const byVector =
        missing.length === 0
          ? []
          : await withSenders(request.userId, toFacts(await rowsByIds(request, missing)));
      return fuseRanks([...facts, ...byVector], hits);
    },
  };

  /**
   * The request with the names asked about also as the user's contacts spell them: "Ines" is
   * "Inês" on her card (which is indexed folded), and her notes and mail say "Inês" (which are not).
   */
  async function withSpellings(request: SearchRequest): Promise<SearchRequest> {
    const words = [...new Set((request.names ?? []).filter((n) => !n[0]?.includes('@')).flat())].filter(
      (w) => w.length > 1,
    );
    const query = words.length === 0 ? null : toOrTsquery(words);
    if (query === null) return request;
    const cards = await searchContacts(
      request.userId,
      sql`to_tsquery('simple', ${query})`,
      MAX_SPELLING_CARDS,
    );
    const spelled = new Set<string>();
    for (const { row } of cards)
      for (const w of `${row.firstName ?? ''} ${row.lastName ?? ''}`.toLowerCase().split(/[\s-]+/u))
        if (w !== '' && fold(w) !== w && words.includes(fold(w))) spelled.add(w);
    if (spelled.size === 0) return request;
    const extra = [...spelled];
    return {
      ...request,
      terms: [...request.terms, ...extra],
      names: [...(request.names ?? []), ...extra.map((w) => [w])],
    };
  }

  /**
   * Mail from or to the people of the companies the question names (contacts whose company is the
   * name, or starts with it), best matches of `rank` first: their signatures and cards say which
   * company they are at, their sentences seldom do.
   */
  async function mailOfCompanies(request: SearchRequest, rank: string) {
    const phrases = (request.names ?? [])
      .filter((n) => n.length > 0 && !n[0]?.includes('@'))
      .map((n) => n.join(' '));
    if (phrases.length === 0) return [];
    const company = sql`lower(${contacts.company})`;
    // "Larkspur" for dana@larkspurmarkets.example, "Sorensen Plast" for soren@sorensen-plast.example:
    // the people whose work domain starts with the name, whatever their card's company says.
    // Its organisation label: the domain's first ("strathallan" of p.nair@strathallan.ac.example).
    const label = sql`replace(split_part(split_part(lower(${contacts.email}), '@', 2), '.', 1), '-', '')`;
    const onDomain = phrases
      .map(compactName)
      .filter((p) => p.length >= MIN_DOMAIN_NAME_CHARS)
      .map(
        (p) =>
          sql`(${label} like ${`${likeText(p)}%`} and length(${label}) <= ${Math.floor(p.length / MIN_DOMAIN_SHARE)})`,
      );
    const people = await db
      .select({ email: contacts.email })
      .from(contacts)
      .where(
        and(
          eq(contacts.userId, request.userId),
          sql`${contacts.email} is not null`,
          or(
            ...phrases.map((p) => or(sql`${company} = ${p}`, sql`${company} like ${`${likeText(p)} %`}`)),
            ...onDomain,
          ),
        ),
      )
      .limit(MAX_COMPANY_PEOPLE);
    const addresses = people.map((p) => (p.email ?? '').toLowerCase()).filter((a) => a !== '');
    if (addresses.length === 0) return [];
    const rankEn = sql`to_tsquery('english', ${rank})`;
    const range = request.range && { start: new Date(request.range.start), end: new Date(request.range.end) };
    return db
      .select({ row: emailFactColumns, rank: emailRank(rankEn) })
      .from(emails)
      .where(
        and(
          eq(emails.userId, request.userId),
          sql`${emails.addresses} && ${textArray(addresses)}`,
          ...(request.mailboxId ? [heldByMailbox(request.mailboxId)] : []),
          ...(range ? [gte(emails.sentAt, range.start), lt(emails.sentAt, range.end)] : []),
        ),
      )
      .orderBy(desc(emailRank(rankEn)), desc(emails.sentAt))
      .limit(Math.max(1, Math.min(request.limit, 100)));
  }

  /**
   * An email's context: its sender's company and job title from their contact (the card, or what
   * their signature filled in), else the company of their work domain, as `fromCompany` and
   * `fromTitle`.
   */
  async function withSenders(userId: string, facts: Fact[]): Promise<Fact[]> {
    const senders = [
      ...new Set(
        facts
          .filter((f) => f.kind === 'email')
          .map(senderAddress)
          .filter((a) => a.includes('@')),
      ),
    ];
    if (senders.length === 0) return facts;
    const cards = await db
      .select({ email: contacts.email, company: contacts.company, title: contacts.title })
      .from(contacts)
      .where(and(eq(contacts.userId, userId), sql`lower(${contacts.email}) = any(${textArray(senders)})`));
    const byAddress = new Map(cards.map((c) => [(c.email ?? '').toLowerCase(), c]));
    return facts.map((f) => {
      if (f.kind !== 'email') return f;
      const address = senderAddress(f);
      // No contact (a sender the contact policy keeps as a suggestion): the company their work
      // domain names, so "what does Halden Freight need" still finds what Halden's people wrote.
      const card = byAddress.get(address) ?? {
        company: companyFromDomain(address.slice(address.lastIndexOf('@') + 1)),
        title: null,
      };
      return {
        ...f,
        fields: { ...f.fields, ...present({ fromCompany: card.company, fromTitle: card.title }) },
      };
    });
  }

  /** The rows of these sources that the request may see (its user, mailbox and period). */
  async function rowsByIds(request: SearchRequest, hits: readonly VectorHit[]) {
    const ids = (kind: VectorHit['kind']) => hits.filter((h) => h.kind === kind).map((h) => h.id);
    const range = request.range && { start: new Date(request.range.start), end: new Date(request.range.end) };
    const [updateIds, contactIds, emailIds] = [ids('post_update'), ids('contact'), ids('email')];
    const zero = sql<number>`0`;
    return Promise.all([
      updateIds.length === 0
        ? []
        : db
            .select({
              id: postUpdates.id,
              description: postUpdates.description,
              createdAt: postUpdates.createdAt,
              rank: zero,
            })
            .from(postUpdates)
            .where(
              and(
                eq(postUpdates.userId, request.userId),
                inArray(postUpdates.id, updateIds),
                // An undone update is gone from answers (issue 25).
                isNull(postUpdates.undoneAt),
                ...(range
                  ? [gte(postUpdates.createdAt, range.start), lt(postUpdates.createdAt, range.end)]
                  : []),
              ),
            ),
      contactIds.length === 0
        ? []
        : db
            .select({ row: contactColumns, rank: zero })
            .from(contacts)
            .where(and(eq(contacts.userId, request.userId), inArray(contacts.id, contactIds))),
      emailIds.length === 0
        ? []
        : db
            .select({ row: emailFactColumns, rank: zero })
            .from(emails)
            .where(
              and(
                eq(emails.userId, request.userId),
                inArray(emails.id, emailIds),
                ...(request.mailboxId ? [heldByMailbox(request.mailboxId)] : []),
                ...(range ? [gte(emails.sentAt, range.start), lt(emails.sentAt, range.end)] : []),
              ),
            ),
    ] as const);
  }

  /** The best rows of each table that match `match`, ranked by how well they match `rank`. */
  async function searchTables(request: SearchRequest, match: string, rank: string) {
    const limit = Math.max(1, Math.min(request.limit, 100));
    const matchEn = sql`to_tsquery('english', ${match})`;
    const rankEn = sql`to_tsquery('english', ${rank})`;
    const matchSimple = sql`to_tsquery('simple', ${match})`;
    const range = request.range && { start: new Date(request.range.start), end: new Date(request.range.end) };
    return Promise.all([
      db
        .select({
          id: postUpdates.id,
          description: postUpdates.description,
          createdAt: postUpdates.createdAt,
          rank: sql<number>`ts_rank(${postUpdates.search}, ${rankEn})`,
        })
        .from(postUpdates)
        .where(
          and(
            eq(postUpdates.userId, request.userId),
            sql`${postUpdates.search} @@ ${matchEn}`,
            isNull(postUpdates.undoneAt),
            ...(range ? [gte(postUpdates.createdAt, range.start), lt(postUpdates.createdAt, range.end)] : []),
          ),
        )
        .orderBy(desc(sql`ts_rank(${postUpdates.search}, ${rankEn})`), desc(postUpdates.createdAt))
        .limit(limit),
      searchContacts(request.userId, matchSimple, limit),
      db
        // Mail synced a moment ago is found before search.reindex has indexed it (emailSearch.ts).
        .select({ row: emailFactColumns, rank: emailRank(rankEn) })
        .from(emails)
        .where(
          and(
            eq(emails.userId, request.userId),
            emailMatches(matchEn),
            ...(request.mailboxId ? [heldByMailbox(request.mailboxId)] : []),
            // "What did Lena send me in January?": her best matches of all time may all be from June.
            ...(range ? [gte(emails.sentAt, range.start), lt(emails.sentAt, range.end)] : []),
          ),
        )
        .orderBy(desc(emailRank(rankEn)), desc(emails.sentAt))
        .limit(limit),
    ] as const);
  }

  function toFacts([updates, people, mails]: Awaited<ReturnType<typeof searchTables>>): Fact[] {
    const facts: Fact[] = [
      ...updates.map(
        (u): Fact => ({
          kind: 'post_update',
          id: u.id,
          date: iso(u.createdAt),
          text: u.description,
          rank: Number(u.rank),
        }),
      ),
      ...people.map(({ row: c, rank }): Fact => {
        const name = contactFullName(c);
        const summary = contactSummary(c);
        return {
          kind: 'contact',
          id: c.id,
          date: iso(c.updatedAt),
          text: summary,
          ...(name ? { title: name } : {}),
          fields: present({
            fullName: name,
            firstName: c.firstName,
            lastName: c.lastName,
            email: c.email,
            phone: c.phone,
            company: c.company,
            title: c.title,
            notes: c.notes,
          }),
          rank: Number(rank),
        };
      }),
      ...mails.map(
        ({ row: m, rank }): Fact => ({
          kind: 'email',
          id: m.id,
          date: iso(m.sentAt ?? m.createdAt),
          // The email's own words: a source's span points into them (the subject is the title).
          text: m.bodyText ?? m.snippet ?? '',
          ...(m.subject ? { title: m.subject } : {}),
          ...(m.threadId ? { thread: m.threadId } : {}),
          fields: present({
            from: m.fromName ? `${m.fromName} <${m.fromAddress ?? ''}>` : m.fromAddress,
            to: m.toAddresses,
            subject: m.subject,
          }),
          rank: Number(rank),
        }),
      ),
    ];
    // Ranks of different tables do not compare: each kind keeps its own best `limit`, and the
    // engine ranks them together (a note about Tom must not lose to his twenty emails).
    facts.sort((a, b) => b.rank - a.rank || b.date.localeCompare(a.date));
    return facts;
  }
}

/** An email fact's sender address, lower-case ("Ines <ines@x.example>" → ines@x.example). */
function senderAddress(fact: Fact): string {
  const from = fact.fields?.from ?? '';
  return (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).toLowerCase();
}

/** How many contacts named as the question's names are read for their spelling. */
const MAX_SPELLING_CARDS = 10;

/** How many people of the companies a question names their mail is read for. */
const MAX_COMPANY_PEOPLE = 50;

/** `text` for a LIKE pattern, its wildcards taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Reciprocal-rank fusion's constant: a list's first places count, its tail still a little. */
export const RRF_K = 60;

/**
 * The words' ranked lists (each kind's, best first) and the vectors' one fused by reciprocal rank:
 * a fact's `rank` becomes the sum of 1 / (RRF_K + place) over the lists it is in, and the facts
 * the vectors found carry their `similarity`. Used only when vectors found something, so ranking
 * without a model stays exactly the words' own.
 */
export function fuseRanks(facts: Fact[], hits: readonly VectorHit[]): Fact[] {
  const place = new Map<string, number>();
  for (const kind of ['post_update', 'contact', 'email'] as const) {
    const ofKind = facts.filter((f) => f.kind === kind && f.rank > 0).sort((a, b) => b.rank - a.rank);
    ofKind.forEach((f, i) => {
      place.set(`${f.kind}:${f.id}`, 1 / (RRF_K + i + 1));
    });
  }
  const similarity = new Map(hits.map((h, i) => [`${h.kind}:${h.id}`, { h, score: 1 / (RRF_K + i + 1) }]));
  const fused = facts.map((f): Fact => {
    const key = `${f.kind}:${f.id}`;
    const byVector = similarity.get(key);
    return {
      ...f,
      rank: (place.get(key) ?? 0) + (byVector?.score ?? 0),
      ...(byVector ? { similarity: byVector.h.similarity } : {}),
    };
  });
  return fused.sort((a, b) => b.rank - a.rank || b.date.localeCompare(a.date));
}
