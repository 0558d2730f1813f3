import { describe, expect, it } from 'vitest';
import { gettingStartedSteps } from './steps';

const none = { workflowCreated: false, workflowPublished: false, transactionRun: false, apiKeyCreated: false, liveRequested: false };

describe('gettingStartedSteps', () => {
  it('lists the four steps in order, each linking to its area', () => {
    const steps = gettingStartedSteps(none, false);
    expect(steps.map((s) => [s.id, s.href])).toEqual([
      ['build', '/workflows/create'],
      ['try', '/workflows'],
      ['api-key', '/admin/api-keys'],
      ['go-live', undefined],
    ]);
    expect(steps.every((s) => s.status === 'todo')).toBe(true);
  });

  it('marks a workflow as built only once one is published, not merely created', () => {
    expect(gettingStartedSteps({ ...none, workflowCreated: true }, false)[0]?.status).toBe('todo');
    expect(gettingStartedSteps({ ...none, workflowCreated: true, workflowPublished: true }, false)[0]?.status).toBe('done');
  });

  it('marks each other step from its own progress flag', () => {
    const steps = gettingStartedSteps({ ...none, transactionRun: true, apiKeyCreated: true }, false);
    expect(steps.map((s) => s.status)).toEqual(['todo', 'done', 'done', 'todo']);
  });

  it('shows a live-mode request under review as pending, not done', () => {
    expect(gettingStartedSteps({ ...none, liveRequested: true }, false)[3]?.status).toBe('pending');
  });

  it('counts live mode as done once it is enabled, even without a request on record', () => {
    expect(gettingStartedSteps(none, true)[3]?.status).toBe('done');
    expect(gettingStartedSteps({ ...none, liveRequested: true }, true)[3]?.status).toBe('done');
  });
});
