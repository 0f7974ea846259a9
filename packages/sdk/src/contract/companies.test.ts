import { describe, expect, it } from 'vitest';
import { UpdateCompanyRequest } from './companies.js';

describe('UpdateCompanyRequest', () => {
  it('takes a domain lower-cased and refuses what is no domain', () => {
    expect(UpdateCompanyRequest.parse({ domain: ' Acme-Robotics.CO.UK ' })).toEqual({
      domain: 'acme-robotics.co.uk',
    });
    for (const domain of ['acme', 'not a domain', '-acme.com', 'acme..com', `${'a'.repeat(64)}.com`])
      expect(UpdateCompanyRequest.safeParse({ domain }).success, domain).toBe(false);
    expect(UpdateCompanyRequest.safeParse({ name: '   ' }).success).toBe(false);
  });

  it('checks a domain in linear time on 100,000-character adversarial input', () => {
    const time = (n: number) => {
      const inputs = [`${'a.'.repeat(n / 2)}!`, `${'a-'.repeat(n / 2)}!`, `${'a'.repeat(n)}.`];
      const t = performance.now();
      for (const domain of inputs) UpdateCompanyRequest.safeParse({ domain });
      return performance.now() - t;
    };
    time(10_000);
    const small = time(10_000);
    expect(time(100_000)).toBeLessThan(small * 30 + 20);
  });
});
