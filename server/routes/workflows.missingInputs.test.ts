import { expect, it } from 'vitest';
import { describeEachDatabase, type Caller } from '../test/harness';
import { kycFlow } from '../engine/test/sandboxFlows';

async function publish(caller: Caller, name: string): Promise<string> {
  const res = await caller.post('/workflows', { name, workflowObject: kycFlow(), releaseType: 'v2', useCase: 'onboarding' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workflowId as string;
}

describeEachDatabase('POST /transactions with data that lacks required inputs', (server) => {
  it('decides by the flow like any other run, and the answer and the transaction name the missing and the unknown keys', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC missing inputs');
    // No pan (PAN Verification needs it), a panNumber the workflow does not know; a low selfie score rejects.
    const data = { fullName: 'Ravi Kumar Sharma', phoneNumber: '+919876543210', selfieScore: 20, panNumber: 'ABCPE1234F' };

    const started = await owner.post('/transactions', { workflowId, data });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ outcome: 'REJECTED', missingInputs: ['pan'], unknownInputs: ['panNumber'], reason: null });

    const recorded = await owner.get(`/transactions/${started.body.transactionId}`);
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ outcome: 'REJECTED', missingInputs: ['pan'], unknownInputs: ['panNumber'] });
    // The flow decided: PAN Verification failed on its missing input, the reject condition held.
    expect(recorded.body.nodes.find((n: { nodeId: string }) => n.nodeId === 'reject_k1')).toMatchObject({ status: 'RAN', conditionResult: true });
  });

  it('names nothing for complete data, and keeps what the start lacked when the transaction resumes', async () => {
    const owner = await server().signIn();
    const workflowId = await publish(owner, 'KYC resumed');
    const complete = await owner.post('/transactions', { workflowId, data: { pan: 'ABCPE1234F', fullName: 'Ravi Kumar Sharma', phoneNumber: '+919876543210' } });
    expect(complete.body).toMatchObject({ outcome: 'ACCEPTED', missingInputs: [], unknownInputs: [] });

    const waiting = await owner.post('/transactions', { workflowId, data: { fullName: 'Ravi Kumar Sharma', phoneNumber: '+919876500000', channel: 'web' } });
    expect(waiting.body).toMatchObject({ outcome: 'AWAITING', awaitedKeys: ['selfieScore'], missingInputs: ['pan'], unknownInputs: ['channel'] });
    const resumed = await owner.post('/transactions', { transactionId: waiting.body.transactionId, data: { selfieScore: 31 } });
    expect(resumed.body).toMatchObject({ outcome: 'REJECTED', missingInputs: ['pan'], unknownInputs: ['channel'] });
  });
});
