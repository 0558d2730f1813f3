import { expect, it } from 'vitest';
import { ConflictError, NotAllowedError, NotFoundError } from '../errors';
import { describeEachDatabase } from '../test/harness';
import { runTransaction, type RunCaller } from '.';

const silent = { error: () => undefined };

describeEachDatabase('the transaction-running service speaks in domain errors, not HTTP', (server) => {
  const callerIn = async (environment: 'test' | 'live'): Promise<RunCaller> => ({ db: server().db, orgId: await server().createOrg(), environment, log: silent });

  it('refuses a workflow the organisation does not have with NotFoundError', async () => {
    const caller = await callerIn('test');
    const run = runTransaction(caller, { workflowId: 'wf_missing', data: {} }, null);
    await expect(run).rejects.toBeInstanceOf(NotFoundError);
    await expect(run).rejects.toMatchObject({ kind: 'not_found', message: 'Workflow not found', description: 'This organisation has no workflow wf_missing.' });
  });

  it('refuses live mode before it is approved with NotAllowedError', async () => {
    const caller = await callerIn('live');
    await expect(runTransaction(caller, { workflowId: 'wf_missing', data: {} }, null)).rejects.toBeInstanceOf(NotAllowedError);
  });

  it('answers a poll of an unknown transaction with NotFoundError, and releases the idempotency key it claimed', async () => {
    const caller = await callerIn('test');
    const poll = { transactionId: 'txn_missing', data: {} };
    await expect(runTransaction(caller, poll, 'key-1')).rejects.toBeInstanceOf(NotFoundError);
    // Released: the same key and request run again (and fail the same way), not a 409 "still running".
    await expect(runTransaction(caller, poll, 'key-1')).rejects.not.toBeInstanceOf(ConflictError);
  });
});
