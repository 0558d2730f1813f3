import { execute, FINISHED_OUTCOMES, newRunState, resume, type EngineContext, type RunState } from '../engine';
import { ConflictError, NotAllowedError, NotFoundError, RejectedError } from '../errors';
import { newId } from '../db/ids';
import { sandboxServiceCaller, type ServiceCaller } from '../services';
import { requireLiveEnabled } from '../store/liveMode';
import type { KeyLease } from '../store/idempotencyKeys';
import { insertChargedReservation, insertReservation, renewReservation, returnReservation } from '../store/runReservations';
import { findRun, listedValues, recordNewRun, recordRunUpdate, type StoredRun } from '../store/transactionRuns';
import { inTransaction } from '../db/transactions';
import { findTransaction } from '../store/transactions';
import { chargeUsage } from '../store/usage';
import { inputCheck, type InputCheck } from '../workflows/inputCheck';
import type { WorkflowObject } from '../workflows/flowRules';
import type { RunCaller, RunResult, RunScope, StartRequest } from './context';
import { compiled, prepared, sourceOf, startSource } from './flowSource';
import { isInFlight, runInBackground } from './inFlightRuns';
import { reservationFor, usedBy } from './pricing';
import { countQuickLink } from './quickLinks';
import { keepRenewing, runLeaseMs } from './lease';

/** The verification services the engine calls (the sandbox's, which behave like providers' sandboxes). */
const services: ServiceCaller = sandboxServiceCaller;
const SERVICE_TIMEOUT_MS = 10_000;

const creditsExhausted = () =>
  new NotAllowedError('Credits for accessing the capability exhausted', 'Merchant does not have access to this service', { errorCode: 'MERCHANT_CREDITS_EXHAUSTED' });

const resultOf = (transactionId: string, state: RunState, inputs: InputCheck): RunResult => ({
  transactionId,
  outcome: state.outcome,
  transactionRawInput: state.input,
  awaitedKeys: state.awaitedKeys,
  missingInputs: inputs.missingInputs,
  unknownInputs: inputs.unknownInputs,
  reason: state.reason,
});

function engineContext(scope: RunScope, transactionId: string): EngineContext {
  return {
    services,
    lists: { listed: (probes) => listedValues(scope.db, scope.orgId, probes) },
    clock: Date.now,
    environment: scope.environment,
    transactionId,
    serviceTimeoutMs: SERVICE_TIMEOUT_MS,
  };
}

/**
 * Holds what a starting run takes, in one database transaction: the usage it may cost and its
 * QuickLink's count, under a lease (ADR 0037). Answers whether anything is held. A refusal (credits
 * exhausted, a link used up) rolls all of it back. Usage alone is held in one statement when the
 * account can pay; otherwise (no account yet, a refusal to explain, a link to count) in a
 * transaction of several.
 */
async function hold(caller: RunCaller, transactionId: string, reserved: number, quicklinkId: string | null, workflowId: string | null): Promise<boolean> {
  if (reserved <= 0 && !quicklinkId) return false;
  const reservation = { transactionId, orgId: caller.orgId, environment: caller.environment, amount: reserved, quicklinkId };
  if (!quicklinkId && (await insertChargedReservation(caller.db, reservation, runLeaseMs()))) return true;
  await inTransaction(caller.db, async (trx) => {
    if (reserved > 0) {
      const charge = await chargeUsage(trx, caller.orgId, caller.environment, reserved);
      if (!charge.charged) throw charge.reason === 'organization_not_found' ? new NotFoundError('Organisation not found') : creditsExhausted();
    }
    if (quicklinkId) await countQuickLink({ ...caller, db: trx }, quicklinkId, workflowId);
    await insertReservation(trx, reservation, runLeaseMs());
  });
  return true;
}

/**
 * Starts a transaction: checks everything, holds the usage, runs the engine, and records the result
 * in one write that also ends the hold and stores the Idempotency-Key's answer (`lease`). A failure
 * before the record gives the hold back; a crash leaves it to lapse and be given back by the sweep.
 * A workflow with async execution is recorded PROCESSING before the engine runs, and runs in the
 * background as a poll would.
 */
export async function start(caller: RunCaller, body: StartRequest, lease?: KeyLease): Promise<RunResult> {
  await requireLiveEnabled(caller);
  const source = await startSource(caller, body);
  const flow = compiled(source);
  const data = prepared(flow, body.data);
  // A run that lacks required inputs still decides by the flow; the answer and the record name what is missing.
  const inputs = inputCheck(source.flow as WorkflowObject, body.data);
  const reserved = reservationFor(flow, caller.environment);
  const quicklinkId = 'quicklinkId' in body && body.quicklinkId ? body.quicklinkId : null;
  const transactionId = newId('txn');
  const held = await hold(caller, transactionId, reserved, quicklinkId, source.workflowId);
  const stopRenewing = held ? keepRenewing(() => renewReservation(caller.db, transactionId, runLeaseMs())) : () => undefined;
  try {
    const createdAt = new Date();
    const state = source.isAsyncExecution ? newRunState(data) : await execute(flow, data, engineContext(caller, transactionId));
    const result = resultOf(transactionId, state, inputs);
    await recordNewRun(
      caller.db,
      {
        orgId: caller.orgId,
        environment: caller.environment,
        transactionId,
        workflowId: source.workflowId,
        templateId: source.templateId,
        capabilityId: source.capabilityId ?? null,
        version: source.version,
        quicklinkId,
        state,
        inputs,
        reserved,
        used: usedBy(state, caller.environment),
        createdAt,
        now: new Date(),
      },
      { reservation: held, ...(lease ? { answer: { lease, body: result } } : {}) },
    );
    if (source.isAsyncExecution) advanceInBackground(caller, transactionId);
    return result;
  } catch (error) {
    if (held) await returnReservation(caller.db, transactionId);
    throw error;
  } finally {
    stopRenewing();
  }
}

/**
 * Resumes (awaited values) or polls (`{}`) a transaction of the environment. A poll of a transaction
 * this process is advancing in the background answers its stored state.
 */
export async function continueRun(scope: RunScope, transactionId: string, data: Record<string, unknown>, lease?: KeyLease): Promise<RunResult> {
  // Read before the run: a background run leaves the registry only after its write, so when it is
  // not in flight here, the run read next already holds what it wrote.
  const inBackground = isInFlight(transactionId);
  const run = await findRun(scope.db, scope.orgId, scope.environment, transactionId);
  const keys = Object.keys(data);
  if (!run) {
    const recorded = await findTransaction(scope.db, scope.orgId, scope.environment, transactionId);
    if (!recorded) throw new NotFoundError('Transaction not found', `This environment has no transaction ${transactionId}.`);
    if (keys.length === 0) {
      const { outcome, transactionRawInput, awaitedKeys, missingInputs, unknownInputs, reason } = recorded;
      return { transactionId, outcome, transactionRawInput, awaitedKeys, missingInputs, unknownInputs, reason };
    }
    throw new ConflictError('This transaction cannot be resumed', `Transaction ${transactionId} was recorded without the engine's state (an imported or seeded record).`);
  }
  if (inBackground && keys.length === 0) return resultOf(transactionId, run.state, run.inputs);
  return advance(scope, run, data, lease);
}

/** Runs the engine on from a stored run with awaited values or a poll, and records it under the revision it was read at. */
async function advance(scope: RunScope, run: StoredRun, data: Record<string, unknown>, lease?: KeyLease): Promise<RunResult> {
  const { transactionId } = run;
  const keys = Object.keys(data);
  const finished = FINISHED_OUTCOMES.has(run.state.outcome);
  if (finished && keys.length) throw new ConflictError(`The transaction is finished (${run.state.outcome})`, `Transaction ${transactionId} awaits no values; start a new transaction instead.`);
  if (finished || (keys.length === 0 && run.state.outcome !== 'PROCESSING')) return resultOf(transactionId, run.state, run.inputs);
  const flow = compiled(await sourceOf(scope, run));
  const values = prepared(flow, data);
  const resumed = await resume(flow, run.state, values, engineContext(scope, transactionId));
  if (!resumed.ok) {
    if (resumed.error === 'finished') throw new ConflictError(resumed.message);
    throw new RejectedError(resumed.message, `Send only the awaited keys: ${run.state.awaitedKeys.join(', ') || 'none'}.`);
  }
  const result = resultOf(transactionId, resumed.state, run.inputs);
  const saved = await recordRunUpdate(
    scope.db,
    {
      orgId: scope.orgId,
      environment: scope.environment,
      transactionId,
      workflowId: run.workflowId,
      templateId: run.templateId,
      capabilityId: run.capabilityId,
      version: run.version,
      quicklinkId: run.quicklinkId,
      state: resumed.state,
      inputs: run.inputs,
      reserved: run.reserved,
      used: usedBy(resumed.state, scope.environment),
      createdAt: run.createdAt,
      now: new Date(),
    },
    run.revision,
    lease ? { answer: { lease, body: result } } : {},
  );
  if (!saved) throw new ConflictError('The transaction changed while this call ran', `Another call resumed or polled ${transactionId} at the same time; read it and send the call again.`);
  return result;
}

/**
 * Polls a just-recorded transaction of an async workflow once, in the background: what a
 * synchronous start would have run. It keeps nothing of the caller but its scope and log; a failure
 * is logged and leaves the transaction as stored, for a later poll to move on.
 */
function advanceInBackground(caller: RunCaller, transactionId: string) {
  const detached: RunScope = { db: caller.db, orgId: caller.orgId, environment: caller.environment };
  const { log } = caller;
  runInBackground(
    transactionId,
    async () => {
      const run = await findRun(detached.db, detached.orgId, detached.environment, transactionId);
      if (run) await advance(detached, run, {});
    },
    (error) => log.error({ err: error, transactionId }, 'the background run of an async workflow stopped; the transaction stays as stored and a poll moves it on'),
  );
}
