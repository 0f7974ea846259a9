import { and, eq, sql } from 'drizzle-orm';
import { contactSummary } from '../contacts/summary.js';
import { rowsOf } from '../db/index.js';
import {
  contactColumns,
  contacts,
  type EmbeddedKind,
  emails,
  embeddingState,
  embeddings,
  postUpdates,
} from '../db/schema.js';
import type { ServiceContext } from '../platform/context.js';

/**
 * Where embeddings are kept and ranked (issue 13: "vector similarity (pgvector) when an embedding
 * model is configured"). The only module that knows whether pgvector is there: at start it tries
 * `create extension if not exists vector`; with it, the nearest vectors come from PostgreSQL's `<=>`
 * over `vector::vector`; without it (PGlite, and PostgreSQL servers without the package), the
 * user's vectors are read once into memory and ranked exactly here, read again only when the
 * stored ones changed.
 */

/** A source to embed, with the text that stands for it. */
export interface EmbeddingSource {
  kind: EmbeddedKind;
  id: string;
  text: string;
  /** A contact's or post update's row version; null for emails, which do not change. */
  version: string | null;
}

export interface VectorHit {
  kind: EmbeddedKind;
  id: string;
  /** Cosine similarity to the question, -1..1. */
  similarity: number;
}

export type VectorRanking = 'pgvector' | 'in-process';

/** Characters of a source that are embedded: the opening of a long email says what it is about. */
export const EMBEDDED_TEXT_CHARS = 2_000;

/** Users whose vectors stay in memory between questions (in-process ranking). */
const CACHED_USERS = 8;

interface Loaded {
  /** The user's `embedding_state` version when read. */
  stamp: number;
  dims: number;
  keys: { kind: EmbeddedKind; id: string }[];
  /** `keys.length` unit vectors of `dims` floats, one after another. */
  matrix: Float32Array;
}

function unit(vector: readonly number[]): number[] {
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}

export function createVectorStore(ctx: Pick<ServiceContext, 'database' | 'log'>) {
  const { db } = ctx.database;
  let ranking: VectorRanking = 'in-process';
  const cache = new Map<string, Loaded>();

  /** The user's vectors as they are now: their `embedding_state` version (one key lookup). */
  async function stampOf(userId: string): Promise<number> {
    const rows = await db
      .select({ version: embeddingState.version })
      .from(embeddingState)
      .where(eq(embeddingState.userId, userId));
    return rows[0]?.version ?? 0;
  }

  /** After a write to the user's vectors (never before it: a reader would keep the old ones). */
  async function bump(userId: string): Promise<void> {
    await db
      .insert(embeddingState)
      .values({ userId, version: 1 })
      .onConflictDoUpdate({
        target: embeddingState.userId,
        set: { version: sql`${embeddingState.version} + 1` },
      });
  }

  /** The user's vectors of `model` with `dims` dimensions, from memory while nothing changed. */
  async function loaded(userId: string, model: string, dims: number): Promise<Loaded> {
    const key = `${userId}\u0000${model}\u0000${dims}`;
    const stamp = await stampOf(userId);
    const hit = cache.get(key);
    if (hit?.stamp === stamp) return hit;
    const rows = await db
      .select({ kind: embeddings.kind, id: embeddings.sourceId, vector: embeddings.vector })
      .from(embeddings)
      .where(and(eq(embeddings.userId, userId), eq(embeddings.model, model), eq(embeddings.dims, dims)));
    const matrix = new Float32Array(rows.length * dims);
    rows.forEach((r, i) => {
      matrix.set(r.vector, i * dims);
    });
    const entry = { stamp, dims, keys: rows.map((r) => ({ kind: r.kind, id: r.id })), matrix };
    cache.delete(key);
    cache.set(key, entry);
    for (const old of cache.keys()) {
      if (cache.size <= CACHED_USERS) break;
      cache.delete(old);
    }
    return entry;
  }

  function rankInProcess(entry: Loaded, query: number[], limit: number, min: number): VectorHit[] {
    const { dims, matrix, keys } = entry;
    const hits: VectorHit[] = [];
    for (let i = 0; i < keys.length; i++) {
      let dot = 0;
      const offset = i * dims;
      for (let d = 0; d < dims; d++) dot += (matrix[offset + d] as number) * (query[d] as number);
      if (dot >= min) hits.push({ ...(keys[i] as Loaded['keys'][number]), similarity: dot });
    }
    return hits.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }

  return {
    ranking: () => ranking,

    /** Tries pgvector once at start and says in one line how vectors are ranked. */
    async start(): Promise<VectorRanking> {
      try {
        await db.execute(sql`create extension if not exists vector`);
        ranking = 'pgvector';
        ctx.log.info('vector search uses pgvector');
      } catch (e) {
        ranking = 'in-process';
        const reason = (e instanceof Error ? e.message : String(e)).split('\n')[0];
        ctx.log.warn(
          `vector search runs without pgvector (${reason}): vectors are stored as real[] and ranked in-process`,
        );
      }
      return ranking;
    },

    /** Up to `limit` of the user's sources without a vector of `model` (or with one of an older version). */
    async pending(userId: string, model: string, limit: number): Promise<EmbeddingSource[]> {
      const embedded = (kind: EmbeddedKind, id: unknown, version?: unknown) =>
        sql`not exists (select 1 from ${embeddings} x where x.kind = ${kind} and x.source_id = ${id} and x.model = ${model}${
          version === undefined ? sql`` : sql` and x.source_version = ${version}`
        })`;
      const out: EmbeddingSource[] = [];
      const postVersion = sql<string>`${postUpdates}.xmin::text`;
      const updates = await db
        .select({ id: postUpdates.id, text: postUpdates.description, version: postVersion })
        .from(postUpdates)
        .where(and(eq(postUpdates.userId, userId), embedded('post_update', postUpdates.id, postVersion)))
        .limit(limit);
      out.push(...updates.map((u) => ({ kind: 'post_update' as const, ...u })));
      const contactVersion = sql<string>`${contacts}.xmin::text`;
      const people = await db
        .select({ row: contactColumns, version: contactVersion })
        .from(contacts)
        .where(and(eq(contacts.userId, userId), embedded('contact', contacts.id, contactVersion)))
        .limit(limit - out.length);
      out.push(
        ...people.map((p) => ({
          kind: 'contact' as const,
          id: p.row.id,
          text: contactSummary(p.row),
          version: p.version,
        })),
      );
      if (out.length >= limit) return out;
      const mails = await db
        .select({
          id: emails.id,
          text: sql<string>`left(coalesce(${emails.subject}, '') || E'\n' || coalesce(${emails.bodyText}, ${emails.snippet}, ''), ${EMBEDDED_TEXT_CHARS})`,
        })
        .from(emails)
        .where(and(eq(emails.userId, userId), embedded('email', emails.id)))
        .limit(limit - out.length);
      out.push(...mails.map((m) => ({ kind: 'email' as const, id: m.id, text: m.text, version: null })));
      return out.map((s) => ({ ...s, text: s.text.slice(0, EMBEDDED_TEXT_CHARS) }));
    },

    /** Stores the vectors of `model` for these sources, replacing any earlier one (another model's too). */
    async save(userId: string, model: string, items: { source: EmbeddingSource; vector: number[] }[]) {
      if (items.length === 0) return;
      const rows = items.map(({ source, vector }) => ({
        userId,
        kind: source.kind,
        sourceId: source.id,
        model,
        dims: vector.length,
        vector: unit(vector),
        sourceVersion: source.version,
        embeddedAt: new Date(),
      }));
      await db
        .insert(embeddings)
        .values(rows)
        .onConflictDoUpdate({
          target: [embeddings.kind, embeddings.sourceId],
          set: {
            model: sql`excluded.model`,
            dims: sql`excluded.dims`,
            vector: sql`excluded.vector`,
            sourceVersion: sql`excluded.source_version`,
            embeddedAt: sql`excluded.embedded_at`,
          },
        });
      await bump(userId);
    },

    /** Drops the vectors of sources that were deleted (emails of a removed mailbox, contacts). */
    async removeOrphans(userId: string): Promise<void> {
      const removed =
        await db.execute(sql`delete from ${embeddings} e where e.user_id = ${userId} and not exists (
        select 1 from ${emails} where ${emails.id} = e.source_id and e.kind = 'email'
        union all select 1 from ${contacts} where ${contacts.id} = e.source_id and e.kind = 'contact'
        union all select 1 from ${postUpdates} where ${postUpdates.id} = e.source_id and e.kind = 'post_update')
        returning 1`);
      if (rowsOf(removed).length > 0) await bump(userId);
    },

    /** Users with a source that has no vector of `model` yet (a model change, a crash mid-way). */
    async usersWithPending(model: string): Promise<string[]> {
      const rows = await ctx.database.executeSql<{ user_id: string }>(
        `select distinct user_id from (
           select user_id, id, 'email' as kind from emails
           union all select user_id, id, 'contact' from contacts
           union all select user_id, id, 'post_update' from post_updates) s
         where not exists (select 1 from embeddings x where x.kind = s.kind and x.source_id = s.id and x.model = $1)`,
        [model],
      );
      return rows.rows.map((r) => r.user_id);
    },

    /**
     * The user's sources nearest to `query` (a vector of `model`), at least `minSimilarity` close,
     * best first. Only vectors of that model and dimension are compared.
     */
    async nearest(
      userId: string,
      model: string,
      query: number[],
      options: { limit: number; minSimilarity: number },
    ): Promise<VectorHit[]> {
      const q = unit(query);
      if (ranking === 'pgvector') {
        // Not run here: no pgvector package on this machine's PostgreSQL nor in PGlite (docs/decisions.md).
        const distance = sql`${embeddings.vector}::vector <=> ${`[${q.join(',')}]`}::vector`;
        const rows = await db
          .select({
            kind: embeddings.kind,
            id: embeddings.sourceId,
            similarity: sql<number>`1 - (${distance})`,
          })
          .from(embeddings)
          .where(
            and(eq(embeddings.userId, userId), eq(embeddings.model, model), eq(embeddings.dims, q.length)),
          )
          .orderBy(distance)
          .limit(options.limit);
        return rows
          .map((r) => ({ ...r, similarity: Number(r.similarity) }))
          .filter((r) => r.similarity >= options.minSimilarity);
      }
      return rankInProcess(await loaded(userId, model, q.length), q, options.limit, options.minSimilarity);
    },
  };
}

export type VectorStore = ReturnType<typeof createVectorStore>;
