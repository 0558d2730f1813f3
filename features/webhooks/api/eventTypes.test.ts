import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '~/contract/reference';
import { groupEventTypes } from './eventTypes';

describe('groupEventTypes', () => {
  it('groups by the first dotted segment, in first-seen order', () => {
    expect(groupEventTypes(['transaction.completed', 'workflow.published', 'transaction.failed', 'credits.low'])).toEqual([
      { group: 'transaction', types: ['transaction.completed', 'transaction.failed'] },
      { group: 'workflow', types: ['workflow.published'] },
      { group: 'credits', types: ['credits.low'] },
    ]);
  });

  it('keeps every event type of the product exactly once', () => {
    const grouped = groupEventTypes(WEBHOOK_EVENT_TYPES).flatMap((g) => g.types);
    expect(grouped.sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('puts a name without a dot in a group of its own', () => {
    expect(groupEventTypes(['ping'])).toEqual([{ group: 'ping', types: ['ping'] }]);
  });
});
