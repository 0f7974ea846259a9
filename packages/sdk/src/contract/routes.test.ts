import { describe, expect, it } from 'vitest';
import { fillPath, toColonPath } from './route.js';
import { routes } from './routes.js';
import { SPEC_SECTION_7 } from './spec-endpoints.js';
import { routeSummaries } from './summaries.js';

export { SPEC_SECTION_7 };

describe('route table', () => {
  const table = Object.values(routes).map((r) => `${r.method} ${r.path}`);

  it.each(SPEC_SECTION_7)('has the spec endpoint %s', (endpoint) => {
    expect(table).toContain(endpoint);
  });

  it('marks exactly the spec endpoints as origin spec', () => {
    const spec = Object.values(routes)
      .filter((r) => r.origin === 'spec')
      .map((r) => `${r.method} ${r.path}`);
    expect(spec.sort()).toEqual([...SPEC_SECTION_7].sort());
  });

  it('has no two routes with the same method and path', () => {
    expect(new Set(table).size).toBe(table.length);
  });

  it('declares a params schema exactly for paths with parameters', () => {
    for (const route of Object.values(routes)) {
      expect('params' in route, `${route.path}`).toBe(route.path.includes('{'));
    }
  });
});

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/chat/{id}/messages', { id: 'a b/c' })).toBe('/chat/a%20b%2Fc/messages');
  });
  it('throws when a parameter is missing or blank', () => {
    expect(() => fillPath('/chat/{id}', {})).toThrow(/id/);
    expect(() => fillPath('/chat/{id}', { id: '' })).toThrow(/id/);
  });
  it('converts to colon syntax', () => {
    expect(toColonPath('/post-updates/update-status/{id}')).toBe('/post-updates/update-status/:id');
  });
});

describe('route summaries', () => {
  it('give every route, and only routes, one line for the API documents', () => {
    expect(Object.keys(routeSummaries).sort()).toEqual(Object.keys(routes).sort());
    for (const summary of Object.values(routeSummaries)) expect(summary.trim()).not.toBe('');
  });
});
