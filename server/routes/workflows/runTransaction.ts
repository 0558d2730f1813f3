import type { components } from '~/contract';
import { CompiledFlowCache, execute, FINISHED_OUTCOMES, newRunState, prepareInput, resume, type CompiledFlow, type EngineContext, type RunState } from '../../engine';
import type { ApiCallerContext } from '../../http/context';
import { badRequest, conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import { requireLiveEnabled } from '../../http/liveModeGuard';
import { route } from '../../http/route';
import { findService } from '../../services/catalogue';
import { sandboxServiceCaller } from '../../services';
import type { ServiceCaller } from '../../services/serviceCall';
import { countQuickLinkTransaction, findQuickLink, TRANSACTION_LIMIT_REACHED } from '../../store/quicklinks';
import { findVisibleCapability, subscriptionOf, toCapability } from '../../store/capabilities';
import { findTemplate } from '../../store/templates';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findRun,
  listedValues,
  recordNewRun,
  recordRunUpdate,
  releaseIdempotencyKey,
  releaseUsage,
  requestHash,
  type StoredRun,
} from '../../store/transactionRuns';
import { findTransaction } from '../../store/transactions';
import { chargeUsage } from '../../store/usage';
import { enqueueWebhookEvent } from '../../store/webhooks';
import { newId } from '../../db/ids';
import { findWorkflow, findWorkflowVersion } from '../../store/workflows';
import { capabilityRunFlow } from '../../workflows/capabilityRunFlow';
import { canonicalJson } from '../../workflows/flowRules';
import { isInFlight, runInBackground } from './inFlightRuns';

type Schemas = components['schemas'];
type RunRequest = Schemas['TransactionRunRequest'];
type RunResult = Schemas['TransactionRunResult'];

/** What running a transaction needs of the call: no request, so a background run can outlive it. */
type RunContext = Pick<ApiCallerContext, 'db' | 'orgId' | 'environment'>;

interface FailureLog {
  error(details: object, message: string): void;
}

/** The verification services the engine calls (the sandbox's, which behave like providers' sandboxes). */
const services: ServiceCaller = sandboxServiceCaller;
export const MAX_RUN_BODY_BYTES = 256 * 1024;
const SERVICE_TIMEOUT_MS = 10_000;
/** How long a duplicate Idempotency-Key request waits for the first one to answer. */
const IDEMPOTENCY_WAIT_MS = 15_000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const flows = new CompiledFlowCache();

export const creditsExhausted = () =>
  new HttpError(403, 'forbidden', 'Credits for accessing the capability exhausted', 'Merchant does not have access to this service', { errorCode: 'MERCHANT_CREDITS_EXHAUSTED' });

/** What one call of a service costs: a free call in test mode, its price in credits in live mode (1 when it has none). */
const unitOf = (supplierId: string | null, environment: 'test' | 'live') => (environment === 'test' ? 1 : (findService(supplierId ?? '')?.price ?? 1));

/** The most a run of the flow can cost: every service node called once. */
const reservationFor = (flow: CompiledFlow, environment: 'test' | 'live') =>
  flow.columns.flat().reduce((sum, node) => (node.role === 'service' ? sum + unitOf(node.supplierId, environment) : sum), 0);

const usedBy = (state: RunState, environment: 'test' | 'live') => state.servicesCalled.reduce((sum, supplierId) => sum + unitOf(supplierId, environment), 0);

const resultOf = (transactionId: string, state: RunState): RunResult => ({
  transactionId,
  outcome: state.outcome,
  transactionRawInput: state.input,
  awaitedKeys: state.awaitedKeys,
  reason: state.reason,
});

function engineContext(ctx: RunContext, transactionId: string): EngineContext {
  return {
    services,
    lists: { listed: (probes) => listedValues(ctx.db, ctx.orgId, probes) },
    clock: Date.now,
    environment: ctx.environment,
    transactionId,
    serviceTimeoutMs: SERVICE_TIMEOUT_MS,
  };
}

interface FlowSource {
  workflowId: string | null;
  templateId: string | null;
  capabilityId?: string | null;
  version: number;
  flowKey: string;
  flow: unknown;
  /** The workflow version's async execution switch: the start answers PROCESSING and the engine runs in the background. */
  isAsyncExecution?: boolean;
}

function compiled(source: FlowSource): CompiledFlow {
  const result = flows.get(source.flowKey, () => source.flow);
  if (result.ok) return result.flow;
  const what = source.workflowId ? `Workflow ${source.workflowId} (version ${source.version})` : source.capabilityId ? `Capability ${source.capabilityId}` : `Template ${source.templateId}`;
  throw unprocessable(`The workflow cannot run: ${result.problem}`, `${what} holds a flow the engine refuses. Fix it in the builder and publish it again.`);
}

function prepared(flow: CompiledFlow, data: Record<string, unknown>) {
  const input = prepareInput(flow.inputs, data);
  if (!input.ok) throw unprocessable(input.message, `The workflow declares ${input.key} with another type; send a value of that type.`);
  return input.data;
}

/** A capability the organisation may try: its own, or a platform one its plan is offered (section 5.5). */
async function capabilitySource(ctx: RunContext, capabilityId: string, mustBeActive: boolean): Promise<FlowSource> {
  const subscription = await subscriptionOf(ctx.db, ctx.orgId);
  const row = await findVisibleCapability(ctx.db, ctx.orgId, subscription.active ? subscription.planId : 'free', capabilityId);
  if (!row) throw notFound('Capability not found', `This organisation has no capability ${capabilityId}.`);
  if (mustBeActive && !row.active) throw unprocessable('The capability is inactive', `Capability ${capabilityId} is inactive; activate it to try it out.`);
  const capability = toCapability(row);
  if (mustBeActive && !capability.object) throw unprocessable('The capability has no steps', `Capability ${capabilityId} holds no column; add its steps in the builder first.`);
  // Capabilities keep no versions: their last change keys the compiled cache.
  return { workflowId: null, templateId: null, capabilityId: capability.id, version: 1, flowKey: `${capability.id}@${capability.updatedAt}`, flow: capabilityRunFlow(capability) };
}

async function startSource(ctx: ApiCallerContext, body: Extract<RunRequest, { data: unknown }>): Promise<FlowSource> {
  if ('workflowId' in body) {
    const workflow = await findWorkflow(ctx.db, ctx.orgId, body.workflowId);
    if (!workflow) throw notFound('Workflow not found', `This organisation has no workflow ${body.workflowId}.`);
    if (!workflow.active) throw unprocessable('The workflow is inactive', `Workflow ${body.workflowId} is inactive; activate it to run transactions.`);
    return {
      workflowId: workflow.workflowId,
      templateId: null,
      version: workflow.version,
      flowKey: `${workflow.workflowId}@${workflow.version}`,
      flow: workflow.workflowObject,
      isAsyncExecution: workflow.isAsyncExecution,
    };
  }
  if ('templateId' in body) {
    const template = await findTemplate(ctx.db, body.templateId);
    if (!template) throw notFound('Template not found', `There is no template ${body.templateId}.`);
    if (!template.active) throw unprocessable('The template is inactive', `Template ${body.templateId} cannot be tried out.`);
    return { workflowId: null, templateId: template.templateId, version: template.version, flowKey: `${template.templateId}@${template.version}`, flow: template.workflowObject };
  }
  if ('capabilityId' in body) return capabilitySource(ctx, body.capabilityId, true);
  throw badRequest('body must name a workflowId, a templateId, a capabilityId or a transactionId');
}

async function sourceOf(ctx: RunContext, run: StoredRun): Promise<FlowSource> {
  if (run.capabilityId) return capabilitySource(ctx, run.capabilityId, false);
  if (run.workflowId) {
    const version = await findWorkflowVersion(ctx.db, ctx.orgId, run.workflowId, run.version);
    if (!version) throw notFound('Workflow not found', `The version ${run.version} of workflow ${run.workflowId} is gone.`);
    return { workflowId: run.workflowId, templateId: null, version: run.version, flowKey: `${run.workflowId}@${run.version}`, flow: version.workflowObject };
  }
  const template = run.templateId ? await findTemplate(ctx.db, run.templateId) : undefined;
  if (!template) throw notFound('Template not found', `The template of transaction ${run.transactionId} is gone.`);
  return { workflowId: null, templateId: template.templateId, version: template.version, flowKey: `${template.templateId}@${template.version}`, flow: template.workflowObject };
}

async function countQuickLink(ctx: ApiCallerContext, quicklinkId: string, workflowId: string | null) {
  const link = await findQuickLink(ctx.db, ctx.orgId, ctx.environment, quicklinkId);
  if (!link) throw notFound('QuickLink not found', `This environment has no QuickLink ${quicklinkId}.`);
  if (link.workflowId !== workflowId) throw unprocessable('The QuickLink opens another workflow', `QuickLink ${quicklinkId} runs workflow ${link.workflowId}.`);
  const counted = await countQuickLinkTransaction(ctx.db, { orgId: ctx.orgId, environment: ctx.environment, quicklinkId });
  if (!counted.counted) {
    if (counted.reason === 'not_found') throw notFound('QuickLink not found', `This environment has no QuickLink ${quicklinkId}.`);
    if (counted.reason === 'limit_reached') throw unprocessable(TRANSACTION_LIMIT_REACHED, `QuickLink ${quicklinkId} has used its transaction limit.`);
    throw unprocessable('The QuickLink is disabled', `QuickLink ${quicklinkId} is disabled.`);
  }
  if (counted.limitReached) {
    await enqueueWebhookEvent(ctx.db, ctx.orgId, ctx.environment, 'quicklink.limit_reached', { quicklinkId, transactionLimit: counted.transactionLimit });
  }
}

/**
 * Starts a transaction: checks everything, reserves the usage, runs the engine, records the result
 * in one write. A workflow with async execution is recorded PROCESSING before the engine runs, and
 * runs in the background as a poll would.
 */
async function start(ctx: ApiCallerContext, body: Extract<RunRequest, { data: unknown }>): Promise<RunResult> {
  await requireLiveEnabled(ctx);
  const source = await startSource(ctx, body);
  const flow = compiled(source);
  const data = prepared(flow, body.data);
  const reserved = reservationFor(flow, ctx.environment);
  if (reserved > 0) {
    const charge = await chargeUsage(ctx.db, ctx.orgId, ctx.environment, reserved);
    if (!charge.charged) throw charge.reason === 'organization_not_found' ? notFound('Organisation not found') : creditsExhausted();
  }
  try {
    const quicklinkId = 'quicklinkId' in body && body.quicklinkId ? body.quicklinkId : null;
    if (quicklinkId) await countQuickLink(ctx, quicklinkId, source.workflowId);
    const transactionId = newId('txn');
    const createdAt = new Date();
    const state = source.isAsyncExecution ? newRunState(data) : await execute(flow, data, engineContext(ctx, transactionId));
    await recordNewRun(ctx.db, {
      orgId: ctx.orgId,
      environment: ctx.environment,
      transactionId,
      workflowId: source.workflowId,
      templateId: source.templateId,
      capabilityId: source.capabilityId ?? null,
      version: source.version,
      quicklinkId,
      state,
      reserved,
      used: usedBy(state, ctx.environment),
      createdAt,
      now: new Date(),
    });
    if (source.isAsyncExecution) advanceInBackground(ctx, transactionId);
    return resultOf(transactionId, state);
  } catch (error) {
    await releaseUsage(ctx.db, ctx.orgId, ctx.environment, reserved);
    throw error;
  }
}

/**
 * Resumes (awaited values) or polls (`{}`) a transaction of the environment. A poll of a transaction
 * this process is advancing in the background answers its stored state.
 */
async function continueRun(ctx: ApiCallerContext, transactionId: string, data: Record<string, unknown>): Promise<RunResult> {
  // Read before the run: a background run leaves the registry only after its write, so when it is
  // not in flight here, the run read next already holds what it wrote.
  const inBackground = isInFlight(transactionId);
  const run = await findRun(ctx.db, ctx.orgId, ctx.environment, transactionId);
  const keys = Object.keys(data);
  if (!run) {
    const recorded = await findTransaction(ctx.db, ctx.orgId, ctx.environment, transactionId);
    if (!recorded) throw notFound('Transaction not found', `This environment has no transaction ${transactionId}.`);
    if (keys.length === 0) return { transactionId, outcome: recorded.outcome, transactionRawInput: recorded.transactionRawInput, awaitedKeys: recorded.awaitedKeys, reason: recorded.reason };
    throw conflict('This transaction cannot be resumed', `Transaction ${transactionId} was recorded without the engine's state (an imported or seeded record).`);
  }
  if (inBackground && keys.length === 0) return resultOf(transactionId, run.state);
  return advance(ctx, run, data);
}

/** Runs the engine on from a stored run with awaited values or a poll, and records it under the revision it was read at. */
async function advance(ctx: RunContext, run: StoredRun, data: Record<string, unknown>): Promise<RunResult> {
  const { transactionId } = run;
  const keys = Object.keys(data);
  const finished = FINISHED_OUTCOMES.has(run.state.outcome);
  if (finished && keys.length) throw conflict(`The transaction is finished (${run.state.outcome})`, `Transaction ${transactionId} awaits no values; start a new transaction instead.`);
  if (finished || (keys.length === 0 && run.state.outcome !== 'PROCESSING')) return resultOf(transactionId, run.state);
  const flow = compiled(await sourceOf(ctx, run));
  const values = prepared(flow, data);
  const resumed = await resume(flow, run.state, values, engineContext(ctx, transactionId));
  if (!resumed.ok) {
    if (resumed.error === 'finished') throw conflict(resumed.message);
    throw unprocessable(resumed.message, `Send only the awaited keys: ${run.state.awaitedKeys.join(', ') || 'none'}.`);
  }
  const saved = await recordRunUpdate(
    ctx.db,
    {
      orgId: ctx.orgId,
      environment: ctx.environment,
      transactionId,
      workflowId: run.workflowId,
      templateId: run.templateId,
      capabilityId: run.capabilityId,
      version: run.version,
      quicklinkId: run.quicklinkId,
      state: resumed.state,
      reserved: run.reserved,
      used: usedBy(resumed.state, ctx.environment),
      createdAt: run.createdAt,
      now: new Date(),
    },
    run.revision,
  );
  if (!saved) throw conflict('The transaction changed while this call ran', `Another call resumed or polled ${transactionId} at the same time; read it and send the call again.`);
  return resultOf(transactionId, resumed.state);
}

/**
 * Polls a just-recorded transaction of an async workflow once, in the background: what a
 * synchronous start would have run. It reads nothing of the request after this call; a failure is
 * logged and leaves the transaction as stored, for a later poll to move on.
 */
function advanceInBackground(ctx: ApiCallerContext, transactionId: string) {
  const detached: RunContext = { db: ctx.db, orgId: ctx.orgId, environment: ctx.environment };
  const log: FailureLog = ctx.request.log;
  runInBackground(
    transactionId,
    async () => {
      const run = await findRun(detached.db, detached.orgId, detached.environment, transactionId);
      if (run) await advance(detached, run, {});
    },
    (error) => log.error({ err: error, transactionId }, 'the background run of an async workflow stopped; the transaction stays as stored and a poll moves it on'),
  );
}

const run = (ctx: ApiCallerContext, body: RunRequest) => ('transactionId' in body ? continueRun(ctx, body.transactionId, body.data) : start(ctx, body));

function idempotencyKeyOf(ctx: ApiCallerContext): string | null {
  const header = ctx.request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw badRequest('The Idempotency-Key header must be 1 to 255 printable characters');
  return key;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the request once per Idempotency-Key: a replay answers the first answer; a different body, 422. */
async function runOnce(ctx: ApiCallerContext, body: RunRequest, key: string): Promise<RunResult> {
  const ref = { orgId: ctx.orgId, environment: ctx.environment, key };
  const hash = requestHash(canonicalJson(body));
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const claim = await claimIdempotencyKey(ctx.db, ref, hash);
    if (claim.status === 'mismatch') throw unprocessable('The Idempotency-Key was used with another body', 'Use a new key for a different request.');
    if (claim.status === 'replay') return claim.responseBody as RunResult;
    if (claim.status === 'claimed') break;
    if (Date.now() > deadline) throw conflict('A request with this Idempotency-Key is still running', 'Send it again in a moment to get its answer.');
    await sleep(25);
  }
  try {
    const result = await run(ctx, body);
    await completeIdempotencyKey(ctx.db, ref, 200, result);
    return result;
  } catch (error) {
    await releaseIdempotencyKey(ctx.db, ref);
    throw error;
  }
}

/** POST /transactions: start, resume or poll a transaction (decision-engine.md), with a session or an API key. */
export const runTransactionRoute = route({
  operationId: 'runTransaction',
  access: 'create:transactions',
  apiKey: true,
  bodyLimit: MAX_RUN_BODY_BYTES,
  async handler({ body, ctx }) {
    const key = idempotencyKeyOf(ctx);
    const result = key ? await runOnce(ctx, body, key) : await run(ctx, body);
    return { status: 200, body: result };
  },
});
