import type { Fact, KnowledgeSource, SearchRequest } from './types.js';

/** A fact as stored for one user in the in-memory knowledge source. */
export interface OwnedFact extends Omit<Fact, 'rank'> {
  userId: string;
}

/**
 * An in-memory `KnowledgeSource` for tests and demos: matches any term as a word prefix
 * (so "deal" finds "deals"), scoped to the user, ranked by how many terms match.
 * The server's PostgreSQL full-text search replaces it in production.
 */
export function createMemoryKnowledge(facts: OwnedFact[]): KnowledgeSource & { calls: SearchRequest[] } {
  const calls: SearchRequest[] = [];
  return {
    calls,
    async search(request: SearchRequest): Promise<Fact[]> {
      calls.push(request);
      const results: Fact[] = [];
      for (const { userId, ...fact } of facts) {
        if (userId !== request.userId) continue;
        const { range } = request;
        if (range && fact.kind !== 'contact' && (fact.date < range.start || fact.date >= range.end)) continue;
        const haystack = [fact.title ?? '', fact.text, ...Object.values(fact.fields ?? {})]
          .join(' ')
          .toLowerCase();
        const rank = request.terms.filter((term) => {
          const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}`, 'u').test(haystack);
        }).length;
        if (rank > 0) results.push({ ...fact, rank });
      }
      results.sort((a, b) => b.rank - a.rank || b.date.localeCompare(a.date));
      return results.slice(0, request.limit);
    },
  };
}
