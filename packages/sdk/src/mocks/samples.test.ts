import { describe, expect, it } from 'vitest';
import { type RouteKey, routes } from '../contract/routes.js';
import { sampleResponses } from './samples.js';

describe('sampleResponses', () => {
  const keys = Object.keys(routes) as RouteKey[];

  it('has a sample for every route, and only for routes', () => {
    expect(Object.keys(sampleResponses).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('the sample of %s passes its response schema', (key) => {
    const result = routes[key].response.safeParse(sampleResponses[key]);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
