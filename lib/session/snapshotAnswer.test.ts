import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '~/contract/consoleSessionStart';
import { snapshotAnswer } from './sessionStart';

const snapshot = {
  apiBase: '/api/sandbox',
  orgId: 'org_1',
  organizations: { organizations: [] },
  authDetails: {},
  settings: {},
  answers: [
    { path: '/v1/auth/getting-started', data: { checklist: true } },
    { path: '/workflows', query: { limit: 48, offset: 0, sortBy: '["updatedAt","desc"]' }, data: { page: 0 } },
  ],
} as unknown as SessionSnapshot;

describe('the answer the page arrived with for a key (ADR 0052, 0054)', () => {
  it('is taken for the same path, environment and organisation, with no query', () => {
    expect(snapshotAnswer(snapshot, ['/v1/auth/getting-started', 'in', 'test', 'org_1'])).toEqual({ checklist: true });
  });

  it('is taken for the same query, whatever the order of its names', () => {
    expect(snapshotAnswer(snapshot, ['/workflows', 'in', 'test', 'org_1', { sortBy: '["updatedAt","desc"]', offset: 0, limit: 48 }])).toEqual({ page: 0 });
  });

  it('is not taken for another query, a key with more parts, another organisation or another environment', () => {
    expect(snapshotAnswer(snapshot, ['/workflows', 'in', 'test', 'org_1', { limit: 48, offset: 48, sortBy: '["updatedAt","desc"]' }])).toBeUndefined();
    expect(snapshotAnswer(snapshot, ['/workflows', 'in', 'test', 'org_1'])).toBeUndefined();
    expect(snapshotAnswer(snapshot, ['/v1/auth/getting-started', 'in', 'test', 'org_1', {}])).toBeUndefined();
    expect(snapshotAnswer(snapshot, ['/v1/auth/getting-started', 'in', 'test', 'org_1', {}, 'more'])).toBeUndefined();
    expect(snapshotAnswer(snapshot, ['/v1/auth/getting-started', 'in', 'test', 'org_2'])).toBeUndefined();
    expect(snapshotAnswer(snapshot, ['/v1/auth/getting-started', 'in', 'live', 'org_1'])).toBeUndefined();
  });

  it('is none for a page that arrived without answers', () => {
    const { answers: _none, ...withoutAnswers } = snapshot;
    expect(snapshotAnswer(withoutAnswers, ['/v1/auth/getting-started', 'in', 'test', 'org_1'])).toBeUndefined();
  });
});
