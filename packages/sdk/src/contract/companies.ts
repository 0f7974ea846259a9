/**
 * Companies (issue 23): one per work domain of the user's contacts (never a free-mail provider's,
 * never the user's own), or per company name for contacts without one; each contact links to its
 * company. The list, one company with its people and its recent mail, rename, delete.
 */
import * as z from 'zod/mini';
import { EmailSummary } from './mailbox.js';
import { Contact, IdSchema as id, TimestampSchema as timestamp } from './schemas.js';

const count = z.number().check(z.int(), z.nonnegative());

export const Company = z.object({
  id,
  name: z.string(),
  /** Lower-case; null for a company known only by name (a CSV Company column without a domain). */
  domain: z.nullable(z.string()),
  /** Contacts linked to it. */
  contactCount: count,
  /** The newest email with any of its people; null without mail. */
  lastContactedAt: z.nullable(timestamp),
});
export type Company = z.infer<typeof Company>;

/** Name A–Z (default) or last contacted (most recent first). */
export const COMPANY_SORTS = ['name', 'lastContactedAt'] as const;
export const CompanySort = z.enum(COMPANY_SORTS);
export type CompanySort = z.infer<typeof CompanySort>;

export const CompanyListQuery = z.strictObject({
  /** Matches the name or the domain. */
  query: z.optional(z.string().check(z.maxLength(500))),
  sort: z.optional(CompanySort),
  order: z.optional(z.enum(['asc', 'desc'])),
  cursor: z.optional(z.string().check(z.maxLength(500))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
});
export type CompanyListQuery = z.infer<typeof CompanyListQuery>;

export const CompanyPage = z.object({
  items: z.array(Company),
  nextCursor: z.nullable(z.string()),
  /** How many companies match. */
  total: count,
});
export type CompanyPage = z.infer<typeof CompanyPage>;

/** One company whole: its people (up to 200, by name) and its newest emails (up to 20). */
export const CompanyDetail = z.extend(Company, {
  people: z.array(Contact),
  emails: z.array(EmailSummary),
});
export type CompanyDetail = z.infer<typeof CompanyDetail>;

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A rename or a new domain (lower-cased); only the fields given change. */
export const UpdateCompanyRequest = z.strictObject({
  name: z.optional(z.string().check(z.trim(), z.minLength(1, 'must not be blank'), z.maxLength(200))),
  domain: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(253),
        z.regex(DOMAIN, 'must be a domain such as acme.com'),
      ),
  ),
});
export type UpdateCompanyRequest = z.infer<typeof UpdateCompanyRequest>;
