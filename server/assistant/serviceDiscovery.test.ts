import { describe, expect, it } from 'vitest';
import { SERVICES } from '../services/catalogue';
import { discoverServices, discoveryReply, words } from './serviceDiscovery';

describe('service discovery', () => {
  it('splits questions into meaningful words', () => {
    expect(words('How do I verify a PAN card?')).toEqual(['pan', 'card']);
    expect(words('bankAccount')).toEqual(['bank', 'account']);
  });

  it('ranks the services whose names share the words first', () => {
    const matches = discoverServices('verify a bank account', SERVICES);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches[0]?.service.category).toBe('bank');
    expect(matches.every((m, i) => i === 0 || (matches[i - 1]?.score ?? 0) >= m.score)).toBe(true);
  });

  it('drops services of countries the question does not ask about', () => {
    const matches = discoverServices('identity check in indonesia', SERVICES);
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) expect(m.service.countries.some((c) => c === 'IDN' || c === 'GLOBAL')).toBe(true);
  });

  it('answers a helpful reply, also when nothing matches', () => {
    expect(discoverServices('zzzz qqqq', SERVICES)).toEqual([]);
    expect(discoveryReply('zzzz', [])).toMatch(/^I could not find a verification service/);
    const reply = discoveryReply('pan', discoverServices('pan', SERVICES));
    expect(reply).toMatch(/^These services fit "pan":\n\n1\. \*\*/);
    expect(reply).not.toMatch(/<[a-z]/i);
  });
});
