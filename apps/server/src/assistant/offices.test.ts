import { describe, expect, it } from 'vitest';
import { isSuperLinear, worstGrowth } from '../lib/linearity.js';
import { holdsOffices } from './offices.js';

describe('holdsOffices', () => {
  const groups = [['cfo'], ['approve', 'approved']];
  it('needs an office the question names: in the words, the title, or spelled out', () => {
    expect(holdsOffices(groups, [0, 1], 'management approved the order')).toBe(false);
    expect(holdsOffices(groups, [0.6, 1], 'i can approve 45 days')).toBe(true);
    expect(holdsOffices(groups, [0, 1], 'our chief financial officer approved it')).toBe(true);
  });

  it('asks nothing of a question without one', () => {
    expect(holdsOffices([['head'], ['approve']], [0, 1], 'management approved')).toBe(true);
  });

  it('runs in linear time', () => {
    const run = (text: string) => holdsOffices([['ceo']], [0], text);
    expect(isSuperLinear(worstGrowth(run, ['chief ', 'chief executive', 'a ', ' ']))).toBe(false);
  });
});
