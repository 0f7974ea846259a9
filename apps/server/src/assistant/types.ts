/**
 * The assistant's public contract. Everything outside `src/assistant` talks to the
 * assistant only through `Assistant`; whether the built-in engine or a later LLM
 * provider runs behind it is invisible to callers (issue 3, "The built-in assistant").
 */

import type { Intent, Source, SourceKind } from '@rapport/sdk/contract';
import type { TitledPerson } from './roles.js';

export { INTENTS } from '@rapport/sdk/contract';
/**
 * The intents (exactly the strings of spec section 7, `POST /post-updates/detect-intentions`)
 * and the citation type are the contract's, defined once in `@rapport/sdk/contract`.
 */
export type { Intent, Source, SourceKind };

export interface Answer {
  answer: string;
  sources: Source[];
}

/** One earlier exchange in the chat, oldest first (spec: chatHistory question/answer pairs). */
export interface HistoryTurn {
  question: string;
  answer: string;
}

export interface AnswerRequest {
  question: string;
  history: HistoryTurn[];
  /** Owner of the data to search; the knowledge source must scope every query by it. */
  userId: string;
  /** Only this mailbox's emails (contacts and updates still count); absent: every mailbox. */
  mailboxId?: string | undefined;
  /** The asker's IANA time zone: "today", "last week", "in March" are their calendar days. Absent: UTC. */
  timeZone?: string | undefined;
  /**
   * Receives the answer piece by piece while an engine that writes it (a language model) is
   * writing. Only a draft: the answer returned is the checked one and may differ.
   */
  onDelta?: ((text: string) => void) | undefined;
}

export interface Assistant {
  /** Classifies a chat text. Never throws for odd input; empty text is not detected. */
  detectIntent(text: string): Promise<Intent>;
  /** A title of at most 6 words, title-cased, no trailing punctuation; "New Chat" for empty text. */
  generateTitle(text: string): Promise<string>;
  /** Answers from the user's own data only, citing each fact; says so plainly when nothing matches. */
  answer(request: AnswerRequest): Promise<Answer>;
}

/**
 * One searchable row returned by a `KnowledgeSource`.
 *
 * `fields` carries structured values the engine can answer field questions from.
 * Recognised keys (all optional): for contacts `fullName`, `firstName`, `lastName`,
 * `email`, `phone`, `company`, `title` (job title), `notes`; for emails `from`, `to`,
 * `subject`; for post updates nothing is required (the description is `text`).
 */
export interface Fact {
  kind: SourceKind;
  id: string;
  /** ISO 8601. */
  date: string;
  /** The searchable text: post update description, email subject + body, or a contact's summary line. */
  text: string;
  /** Email subject or contact full name. */
  title?: string;
  fields?: Record<string, string>;
  /** Relevance from the search backend (e.g. `ts_rank`); higher is better. */
  rank: number;
  /** An email's conversation: an answer cites one email of a thread. */
  thread?: string;
  /**
   * Set only on facts an embedding model found near the question (cosine similarity, at least
   * `EMBEDDING_MIN_SIMILARITY`): they are about the question even when they share no word with it.
   */
  similarity?: number;
}

export interface SearchRequest {
  /** Every row returned must belong to this user. */
  userId: string;
  /** The question after follow-up resolution, as plain text. */
  query: string;
  /** Lower-cased search terms (keywords, names, email addresses), stop words removed. Match ANY of them. */
  terms: string[];
  /**
   * The people the question is about, each as its lower-case words ("lena fischer" → ["lena",
   * "fischer"]). When present, a fact must hold the first word of at least one of them: the
   * engine drops the others anyway, and on a large mailbox the search stays narrow.
   */
  names?: string[][];
  /**
   * Words a lexical database relates to a term (`terms` word → its synonyms and derived forms,
   * most frequent senses first): a row may say the term in these words. Optional to use.
   */
  related?: Record<string, string[]>;
  /** Maximum number of facts to return. */
  limit: number;
  /** Only this mailbox's emails; absent: every mailbox. */
  mailboxId?: string | undefined;
  /**
   * The period the question names ("last week"), as instants [start, end), ISO 8601: only emails
   * sent and post updates written in it (contacts have no date and are not limited).
   */
  range?: { start: string; end: string };
}

/**
 * What the engine searches. The server implements it over its tables with PostgreSQL
 * full-text search (works on PGlite and PostgreSQL); unit tests use an in-memory fake.
 */
export interface KnowledgeSource {
  search(request: SearchRequest): Promise<Fact[]>;
  /** Counts and lists over metadata (assistant/meta.ts); absent: such questions are searched as text. */
  meta?: MetaKnowledge;
  /** Who wrote what to whom (assistant/firstQuestions.ts); absent: such questions are searched as text. */
  conversations?: ConversationKnowledge;
}

/** An email of a conversation, with its own words. */
export interface ConversationEmail extends EmailCard {
  /** The email's own words (quotes and signature split off). */
  text: string;
  /** Its To line as written ("Ada <ada@x.example>, bob@y.example"). */
  to?: string;
  thread?: string;
  /** Sent by the user (one of their addresses). */
  fromOwner: boolean;
}

/** A correspondent and how much mail went each way. */
export interface ActiveCorrespondent {
  name?: string;
  address: string;
  received: number;
  sent: number;
  latest: EmailCard;
}

/** Mail by participants, each call scoped by the user id; bulk mail left out. */
export interface ConversationKnowledge {
  /** Emails from or to any of `addresses` (lower-case), newest first. */
  mailOf(
    userId: string,
    addresses: string[],
    limit: number,
    mailboxId?: string,
  ): Promise<ConversationEmail[]>;
  /** Who the user exchanged most email with in [from, to) (all time without a range), both ways. */
  mostActive(
    userId: string,
    range: { from: string; to: string; timeZone?: string } | undefined,
    limit: number,
    mailboxId?: string,
  ): Promise<ActiveCorrespondent[]>;
  /** The latest email of each thread active since `since`, newest first. */
  latestOfThreads(
    userId: string,
    since: Date,
    limit: number,
    mailboxId?: string,
  ): Promise<ConversationEmail[]>;
  /** The user's own addresses (lower-case). */
  ownAddresses(userId: string): Promise<string[]>;
  /** Every email (bulk mail aside) since `since`, newest first, at most `limit`. */
  recentMail?(userId: string, since: Date, limit: number, mailboxId?: string): Promise<ConversationEmail[]>;
}

/** A contact as metadata answers list it. */
export interface ContactCard {
  id: string;
  /** ISO 8601: the contact's last update. */
  date: string;
  name: string;
  email?: string;
  company?: string;
  title?: string;
  phone?: string;
}

/** An email as metadata answers cite it. */
export interface EmailCard {
  id: string;
  /** ISO 8601: when it was sent. */
  date: string;
  subject?: string;
  fromName?: string;
  fromAddress?: string;
  snippet?: string;
}

/** A correspondent and how often / when they wrote. */
export interface Correspondent {
  name?: string;
  address: string;
  count: number;
  latest: EmailCard;
}

/** A company record (issue 23) as Query Mode names it. */
export interface CompanyCard {
  id: string;
  name: string;
  domain?: string;
}

/**
 * Whose contacts a count or list reads: the people of a company record (`companyId`), else those
 * whose company field holds `company`, else all.
 */
export interface ContactFilter {
  company?: string;
  companyId?: string;
}

/** The metadata queries behind `MetaQuestion`s. Every call is scoped by the user id. */
export interface MetaKnowledge {
  countContacts(userId: string, filter: ContactFilter): Promise<number>;
  listContacts(
    userId: string,
    filter: ContactFilter,
    limit: number,
  ): Promise<{ total: number; contacts: ContactCard[] }>;
  /**
   * The company record (issue 23) a name means: its name, the start of its name ("Northwind" for
   * Northwind Traders) or its domain; the one with most people first.
   */
  companyNamed?(userId: string, name: string): Promise<(CompanyCard & { exact: boolean }) | undefined>;
  /**
   * Contacts with a title that may hold a role asked about (roles.ts): those whose company or mail
   * domain holds one of `companyWords`, or whose address is at one of `domains` (the user's own,
   * for "our CEO"), or, with neither, whose title holds one of `titleWords`. At most 500.
   */
  titledPeople?(
    userId: string,
    filter: { companyWords?: readonly string[]; domains?: readonly string[]; titleWords?: readonly string[] },
  ): Promise<TitledPerson[]>;
  /**
   * Which of `words` (lower-case) name someone or something in the user's data: a contact's first
   * or last name, the first word of a company's name, or the start of a contact's mail domain
   * ("larkspur" of dana@larkspurmarkets.example). For names typed in lower case ("what did we
   * quote brennholt"). With `companiesOnly`, only a company's first word or a domain's whole
   * organisation label counts (for words that are also English words: "wattle", "larkspur").
   */
  namesAmong?(
    userId: string,
    words: readonly string[],
    options?: { companiesOnly?: boolean },
  ): Promise<string[]>;
  /**
   * What the newest mail from a sender of that name says about them in its signature (title,
   * phone) and address (company): for a person who wrote but is no contact (issue 23's policy).
   */
  senderDetails?(
    userId: string,
    person: string,
  ): Promise<
    | { name: string; address: string; title?: string; phone?: string; company?: string; email: EmailCard }
    | undefined
  >;
  /**
   * The people who wrote from a company's mail domains (contacts or not, newest first): the
   * domains of the filter's contacts, the company record's, and those that start with `name`
   * ("Larkspur" → larkspurmarkets.example); never a free-mail domain or the user's own address.
   */
  sendersAt?(
    userId: string,
    at: ContactFilter & { name?: string },
    limit: number,
    mailboxId?: string,
  ): Promise<Correspondent[]>;
  /** The latest email from or to any of the company's people, and which of them it was with. */
  lastEmailWithCompany?(
    userId: string,
    companyId: string,
    mailboxId?: string,
  ): Promise<{ email: EmailCard; contact: ContactCard } | undefined>;
  /** The person's contact (best match for the name) and the latest email from or to them. */
  lastEmailWith(
    userId: string,
    person: string,
    options?: { mailboxId?: string | undefined; first?: boolean },
  ): Promise<{ contact: ContactCard; email?: EmailCard; from: boolean } | undefined>;
  /** The person's contact and how many emails they sent the user in [from, to) (all time without a range). */
  countEmailsFrom(
    userId: string,
    person: string,
    range: { from: string; to: string; timeZone?: string } | undefined,
    mailboxId?: string,
  ): Promise<{ contact: ContactCard; count: number; latest?: EmailCard } | undefined>;
  /** Who sent the user most email in [from, to) (all time without a range), bulk mail left out. */
  topSenders(
    userId: string,
    range: { from: string; to: string; timeZone?: string } | undefined,
    limit: number,
    mailboxId?: string,
  ): Promise<Correspondent[]>;
  /** People whose thread ends with the user's own email sent before `before`, unanswered. */
  awaitingReply(userId: string, before: Date, limit: number, mailboxId?: string): Promise<Correspondent[]>;
  /**
   * What the user has on a person (the best match for the name): the contact card with its notes,
   * the post updates linked to them (not undone) and the latest emails with them, each newest first.
   */
  aboutPerson?(
    userId: string,
    person: string,
    limit: number,
    mailboxId?: string,
  ): Promise<
    | {
        contact: ContactCard & { notes?: string };
        updates: { id: string; date: string; text: string }[];
        emails: EmailCard[];
      }
    | undefined
  >;
  /**
   * Threads whose latest email, sent since `since`, is someone else's asking the user something
   * (a question in its own text) that the user has not answered; newest first, one per person.
   */
  unansweredQuestions?(
    userId: string,
    since: Date,
    limit: number,
    mailboxId?: string,
  ): Promise<Correspondent[]>;
  /** The follow-ups post updates named, due in [from, to) (all without a range), soonest first. */
  followUps?(
    userId: string,
    range: { from: string; to: string } | undefined,
    limit: number,
  ): Promise<FollowUpCard[]>;
}

/** A follow-up as metadata answers list it, cited by the post update that named it. */
export interface FollowUpCard {
  postUpdateId: string;
  /** ISO 8601: when the post update was written. */
  date: string;
  text: string;
  /** YYYY-MM-DD, or null when the text names no day. */
  dueOn: string | null;
  contactName?: string;
  /** What it is about, with the person: "Demo with Jane Doe (Acme Corp)". */
  about?: string;
  /** The post update's own words ("Call with Ingrid at Fjellvik… Follow up next Wednesday."). */
  note?: string;
}

export interface ExtractedPerson {
  fullName?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Set when the text ties the person to it ("Jane Doe from Acme"). */
  company?: string;
  /** Set when a sentence names this person and exactly one phone number. */
  phone?: string;
  /** Set when the text gives a job title right beside the name ("Jane Cooper, VP Sales"). */
  title?: string;
  /** Where they are based ("based in Turin", "moved to Berlin"). */
  location?: string;
  /** Their part in a deal ("the decision maker", "our champion"). */
  role?: string;
  /**
   * The fields the text states as changed ("is now", "moved to", "new phone", "left X for Y",
   * "has been promoted to"): these replace the contact's value; the others only fill.
   */
  changed?: PersonField[];
}

/** The facts about a person a post update may state. */
export type PersonField = 'title' | 'company' | 'phone' | 'email' | 'location' | 'role';

export interface ExtractedDate {
  /** The words as written ("next Tuesday"). */
  text: string;
  /** Resolved calendar date (YYYY-MM-DD) when it could be resolved against `now`. */
  iso?: string;
}

/** What processing a post update can pull out of its text (see `extractPostUpdateFacts`). */
export interface PostUpdateFacts {
  people: ExtractedPerson[];
  emails: string[];
  companies: string[];
  dates: ExtractedDate[];
  nextSteps: string[];
  phones: string[];
}
