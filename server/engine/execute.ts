import type { ServiceAnswer, ServiceCaller } from './serviceCaller';
import type { ComparisonTrace, ListProbe } from './compileCondition';
import type { CompiledFlow, CompiledNode } from './compileFlow';
import type { Scope } from './references';
import { FINISHED_OUTCOMES, newRunState, type NodeTrace, type Outcome, type RunState } from './runState';
import { MISSING } from './values';

/** Answers the list operator's look-ups: for each probe, whether the value is an entry of the list. */
export interface ListLookup {
  listed(probes: readonly ListProbe[]): Promise<boolean[]>;
}

/** What the engine is handed: services, list look-ups, the clock. It does no I/O of its own. */
export interface EngineContext {
  services: ServiceCaller;
  lists: ListLookup;
  /** Epoch ms. */
  clock(): number;
  environment: 'test' | 'live';
  transactionId: string;
  /** Time limit of one service call (default 10 s). */
  serviceTimeoutMs?: number;
}

export const DEFAULT_SERVICE_TIMEOUT_MS = 10_000;
export const NO_END_MATCHED = 'no end condition matched';

const END_OUTCOMES: Readonly<Record<string, Outcome>> = { end_rejected: 'REJECTED', end_manual_review: 'MANUAL_REVIEW', end_accepted: 'ACCEPTED' };

type Step = 'next' | 'pause';

const listKey = (probe: ListProbe) => `${probe.listId}\u0000${probe.value}`;

class Run {
  constructor(
    private readonly flow: CompiledFlow,
    readonly state: RunState,
    private readonly ctx: EngineContext,
  ) {}

  private trace(node: CompiledNode, fields: Partial<NodeTrace>) {
    const entry: NodeTrace = {
      nodeId: node.id,
      kind: node.kind,
      name: node.name,
      supplierId: node.supplierId,
      columnPosition: node.columnPosition,
      nodePosition: node.nodePosition,
      status: 'SKIPPED',
      conditionResult: null,
      inputs: {},
      outputs: {},
      durationMs: 0,
      reason: null,
      ...fields,
    };
    this.state.statuses[node.id] = entry.status;
    const at = this.state.trace.findIndex((existing) => existing.nodeId === node.id);
    if (at >= 0) this.state.trace[at] = entry;
    else this.state.trace.push(entry);
  }

  private async scope(node: CompiledNode): Promise<Scope> {
    const base = { input: this.state.input, outputs: this.state.outputs, tags: this.state.tags, now: Math.floor(this.ctx.clock() / 1000) };
    const probes = node.condition?.probes({ ...base, listed: () => false }) ?? [];
    const answers = probes.length ? await this.ctx.lists.listed(probes) : [];
    const listed = new Set(probes.filter((_, i) => answers[i] === true).map(listKey));
    return { ...base, listed: (listId, value) => listed.has(listKey({ listId, value })) };
  }

  /** The unmet dependencies: nodes that did not run (a FAILED service ran: its status output says FAILED). */
  private unmet(node: CompiledNode): string[] {
    return node.dependencies.filter((id) => this.state.statuses[id] !== 'RAN' && this.state.statuses[id] !== 'FAILED');
  }

  private async condition(node: CompiledNode): Promise<{ result: boolean | null; comparisons?: ComparisonTrace[] }> {
    if (!node.condition) return { result: null };
    const { result, comparisons } = node.condition.explain(await this.scope(node));
    return { result, comparisons };
  }

  async advance(): Promise<RunState> {
    const started = this.ctx.clock();
    try {
      const { columns, endColumn } = this.flow;
      while (this.state.position.column < columns.length) {
        const c = this.state.position.column;
        if (c === endColumn) {
          await this.decide(columns[c] ?? []);
          return this.state;
        }
        const column = columns[c] ?? [];
        while (this.state.position.node < column.length) {
          const node = column[this.state.position.node] as CompiledNode;
          if ((await this.step(node)) === 'pause') return this.state;
          this.state.position.node += 1;
        }
        this.state.position = { column: c + 1, node: 0 };
      }
      this.finish('MANUAL_REVIEW', NO_END_MATCHED);
    } catch (error) {
      this.finish('ERROR', `The engine failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.state.durationMs += Math.max(0, this.ctx.clock() - started);
    }
    return this.state;
  }

  private finish(outcome: Outcome, reason: string | null) {
    this.state.outcome = outcome;
    this.state.reason = reason;
    this.state.awaitedKeys = [];
    this.state.pending = null;
  }

  private async step(node: CompiledNode): Promise<Step> {
    const began = this.ctx.clock();
    const took = () => Math.max(0, Math.round(this.ctx.clock() - began));
    if (node.role === 'start') {
      this.trace(node, { status: 'RAN', outputs: { ...this.state.input } });
      return 'next';
    }
    const unmet = this.unmet(node);
    if (unmet.length) {
      this.trace(node, { reason: `depends on ${unmet.join(', ')}, which did not run` });
      return 'next';
    }
    const { result, comparisons } = await this.condition(node);
    const decided = comparisons ? { conditionResult: result, comparisons } : { conditionResult: result };
    if (node.role === 'tag') {
      const status = result === false ? 'FAILED' : 'OK';
      this.state.tags[node.id] = status;
      this.trace(node, { status: 'RAN', ...decided, outputs: { status }, durationMs: took() });
      return 'next';
    }
    if (result === false) {
      this.trace(node, { ...decided, reason: 'condition did not hold', durationMs: took() });
      return 'next';
    }
    if (node.role === 'await') return this.await(node, decided, took);
    return this.callService(node, decided, took);
  }

  private await(node: CompiledNode, decided: Partial<NodeTrace>, took: () => number): Step {
    const missing = node.awaitKeys.filter((key) => this.state.input[key] === undefined || this.state.input[key] === null);
    if (missing.length) {
      this.trace(node, { status: 'AWAITING', ...decided, reason: `waiting for ${missing.join(', ')}`, durationMs: took() });
      this.state.outcome = 'AWAITING';
      this.state.awaitedKeys = missing;
      return 'pause';
    }
    this.state.awaitedKeys = [];
    this.trace(node, { status: 'RAN', ...decided, inputs: Object.fromEntries(node.awaitKeys.map((key) => [key, this.state.input[key]])), durationMs: took() });
    return 'next';
  }

  private async callService(node: CompiledNode, decided: Partial<NodeTrace>, took: () => number): Promise<Step> {
    const pending = this.state.pending?.nodeId === node.id ? this.state.pending : null;
    let inputs: Record<string, unknown>;
    if (pending) {
      inputs = pending.inputs;
    } else {
      const scope = { input: this.state.input, outputs: this.state.outputs, tags: this.state.tags, now: 0, listed: () => false };
      inputs = {};
      for (const input of node.inputs) {
        const value = input.read(scope);
        if (value !== MISSING) {
          inputs[input.key] = value;
          continue;
        }
        if (!input.required) continue;
        const where = input.location === '..' ? 'no location is configured' : `${input.location} has no value`;
        this.state.outputs[node.id] = { status: 'FAILED' };
        this.trace(node, { status: 'FAILED', ...decided, inputs, outputs: { status: 'FAILED' }, reason: `required input "${input.key}" could not be resolved: ${where}`, durationMs: took() });
        return 'next';
      }
    }
    const now = this.ctx.clock();
    const answer = await this.call(node, inputs, pending?.startedAt ?? now, now);
    if (answer.state === 'pending') {
      this.state.pending = { nodeId: node.id, startedAt: pending?.startedAt ?? now, inputs, readyAt: answer.readyAt };
      this.state.outcome = 'PROCESSING';
      this.trace(node, { status: 'AWAITING', ...decided, inputs, reason: `waiting for the asynchronous service ${node.supplierId ?? node.id}`, durationMs: took() });
      return 'pause';
    }
    this.state.pending = null;
    if (answer.state === 'done') {
      const outputs = { ...answer.outputs, status: answer.status };
      this.state.outputs[node.id] = outputs;
      this.state.servicesCalled.push(node.supplierId ?? node.id);
      this.trace(node, { status: answer.status === 'FAILED' ? 'FAILED' : 'RAN', ...decided, inputs, outputs, reason: answer.reason, durationMs: took() });
      return 'next';
    }
    this.state.outputs[node.id] = { status: 'FAILED' };
    this.trace(node, { status: 'FAILED', ...decided, inputs, outputs: { status: 'FAILED' }, reason: answer.reason, durationMs: took() });
    return 'next';
  }

  /** Calls the service with the time limit; a timeout or a thrown error is a failure, never an exception. */
  private async call(node: CompiledNode, inputs: Record<string, unknown>, startedAt: number, now: number): Promise<ServiceAnswer | { state: 'failed'; reason: string }> {
    const limit = this.ctx.serviceTimeoutMs ?? DEFAULT_SERVICE_TIMEOUT_MS;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<{ state: 'failed'; reason: string }>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ state: 'failed', reason: `timed out after ${limit} ms` });
      }, limit);
    });
    try {
      const context = { environment: this.ctx.environment, transactionId: this.ctx.transactionId, startedAt, now, signal: controller.signal };
      return await Promise.race([this.ctx.services.call(node.supplierId ?? '', inputs, context), timeout]);
    } catch (error) {
      return { state: 'failed', reason: `the service failed: ${error instanceof Error ? error.message : String(error)}` };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The end column: reject, manual review, accept; the first whose condition holds decides. */
  private async decide(ends: readonly CompiledNode[]) {
    let decidedBy: CompiledNode | null = null;
    for (const node of ends) {
      if (decidedBy) {
        this.trace(node, { reason: `${decidedBy.name} decided first` });
        continue;
      }
      // End conditions are all evaluated (decision-engine.md, step 7): their dependencies are the nodes
      // their conditions name, and a reference to a node that did not run is simply missing.
      const began = this.ctx.clock();
      const { result, comparisons } = await this.condition(node);
      this.trace(node, { status: 'RAN', conditionResult: result, ...(comparisons ? { comparisons } : {}), durationMs: Math.max(0, Math.round(this.ctx.clock() - began)) });
      if (result !== false) decidedBy = node;
    }
    this.state.position = { column: this.flow.columns.length, node: 0 };
    if (decidedBy) this.finish(END_OUTCOMES[decidedBy.kind] ?? 'MANUAL_REVIEW', null);
    else this.finish('MANUAL_REVIEW', NO_END_MATCHED);
  }
}

/** Runs a compiled flow over the input data until it decides, pauses (AWAITING) or waits for a service (PROCESSING). */
export async function execute(flow: CompiledFlow, input: Record<string, unknown>, ctx: EngineContext): Promise<RunState> {
  return new Run(flow, newRunState(input), ctx).advance();
}

const copy = (state: RunState): RunState => structuredClone(state);

export type ResumeResult =
  | { ok: true; state: RunState }
  | { ok: false; error: 'finished'; message: string }
  | { ok: false; error: 'not_awaited'; message: string; keys: string[] };

/**
 * Resumes an AWAITING transaction with awaited values (they join the input data) at the await
 * node, or polls (empty values): a PROCESSING transaction calls its asynchronous service again; any
 * other answers its state unchanged. Values that are not awaited, or values for a finished
 * transaction, are refused (nothing changes).
 */
export async function resume(flow: CompiledFlow, state: RunState, values: Record<string, unknown>, ctx: EngineContext): Promise<ResumeResult> {
  const keys = Object.keys(values);
  if (keys.length === 0) return { ok: true, state: await poll(flow, state, ctx) };
  if (FINISHED_OUTCOMES.has(state.outcome)) return { ok: false, error: 'finished', message: `The transaction is finished (${state.outcome}); it awaits no values` };
  const unexpected = state.outcome === 'AWAITING' ? keys.filter((key) => !state.awaitedKeys.includes(key)) : keys;
  if (unexpected.length) {
    const awaited = state.outcome === 'AWAITING' ? `it awaits ${state.awaitedKeys.join(', ')}` : 'it awaits no values (it waits for a service; poll with {})';
    return { ok: false, error: 'not_awaited', keys: unexpected, message: `The transaction does not await ${unexpected.join(', ')}: ${awaited}` };
  }
  const next = copy(state);
  Object.assign(next.input, values);
  next.outcome = 'PROCESSING';
  return { ok: true, state: await new Run(flow, next, ctx).advance() };
}

/** Moves a PROCESSING transaction on (its asynchronous service may have finished); any other state is answered as is. */
export async function poll(flow: CompiledFlow, state: RunState, ctx: EngineContext): Promise<RunState> {
  if (state.outcome !== 'PROCESSING') return state;
  return new Run(flow, copy(state), ctx).advance();
}
