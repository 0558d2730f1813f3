import { CompiledFlowCache, prepareInput, type CompiledFlow } from '../engine';
import { InvalidInputError, NotFoundError, RejectedError } from '../errors';
import { findVisibleCapability, subscriptionOf, toCapability } from '../store/capabilities';
import { findTemplate } from '../store/templates';
import type { StoredRun } from '../store/transactionRuns';
import { findWorkflowVersion } from '../store/workflowVersions';
import { findWorkflowSummary } from '../store/workflows';
import { capabilityRunFlow } from '../workflows/capabilityRunFlow';
import type { RunScope, StartRequest } from './context';
import { versionFlow } from './versionFlows';

/** The flow a transaction runs: a workflow's version, a template or a capability, and its cache key. */
export interface FlowSource {
  workflowId: string | null;
  templateId: string | null;
  capabilityId?: string | null;
  version: number;
  flowKey: string;
  flow: unknown;
  /** The workflow version's async execution switch: the start answers PROCESSING and the engine runs in the background. */
  isAsyncExecution?: boolean;
}

const flows = new CompiledFlowCache();

/** The source's flow, compiled once per flow key; a flow the engine refuses cannot run. */
export function compiled(source: FlowSource): CompiledFlow {
  const result = flows.get(source.flowKey, () => source.flow);
  if (result.ok) return result.flow;
  const what = source.workflowId ? `Workflow ${source.workflowId} (version ${source.version})` : source.capabilityId ? `Capability ${source.capabilityId}` : `Template ${source.templateId}`;
  throw new RejectedError(`The workflow cannot run: ${result.problem}`, `${what} holds a flow the engine refuses. Fix it in the builder and publish it again.`);
}

/** The request's data as the flow's declared inputs. */
export function prepared(flow: CompiledFlow, data: Record<string, unknown>) {
  const input = prepareInput(flow.inputs, data);
  if (!input.ok) throw new RejectedError(input.message, `The workflow declares ${input.key} with another type; send a value of that type.`);
  return input.data;
}

/** A capability the organisation may try: its own, or a platform one its plan is offered (section 5.5). */
async function capabilitySource(scope: RunScope, capabilityId: string, mustBeActive: boolean): Promise<FlowSource> {
  const subscription = await subscriptionOf(scope.db, scope.orgId);
  const row = await findVisibleCapability(scope.db, scope.orgId, subscription.active ? subscription.planId : 'free', capabilityId);
  if (!row) throw new NotFoundError('Capability not found', `This organisation has no capability ${capabilityId}.`);
  if (mustBeActive && !row.active) throw new RejectedError('The capability is inactive', `Capability ${capabilityId} is inactive; activate it to try it out.`);
  const capability = toCapability(row);
  if (mustBeActive && !capability.object) throw new RejectedError('The capability has no steps', `Capability ${capabilityId} holds no column; add its steps in the builder first.`);
  // Capabilities keep no versions: their last change keys the compiled cache.
  return { workflowId: null, templateId: null, capabilityId: capability.id, version: 1, flowKey: `${capability.id}@${capability.updatedAt}`, flow: capabilityRunFlow(capability) };
}

/** What a start request runs: an active workflow's current version, an active template or capability. */
export async function startSource(scope: RunScope, body: StartRequest): Promise<FlowSource> {
  if ('workflowId' in body) {
    const workflow = await findWorkflowSummary(scope.db, scope.orgId, body.workflowId);
    if (!workflow) throw new NotFoundError('Workflow not found', `This organisation has no workflow ${body.workflowId}.`);
    if (!workflow.active) throw new RejectedError('The workflow is inactive', `Workflow ${body.workflowId} is inactive; activate it to run transactions.`);
    const flow = await versionFlow(scope, workflow.workflowId, workflow.version);
    if (flow === undefined) throw new NotFoundError('Workflow not found', `The version ${workflow.version} of workflow ${body.workflowId} is gone.`);
    return {
      workflowId: workflow.workflowId,
      templateId: null,
      version: workflow.version,
      flowKey: `${workflow.workflowId}@${workflow.version}`,
      flow,
      isAsyncExecution: workflow.isAsyncExecution,
    };
  }
  if ('templateId' in body) {
    const template = await findTemplate(scope.db, body.templateId);
    if (!template) throw new NotFoundError('Template not found', `There is no template ${body.templateId}.`);
    if (!template.active) throw new RejectedError('The template is inactive', `Template ${body.templateId} cannot be tried out.`);
    return { workflowId: null, templateId: template.templateId, version: template.version, flowKey: `${template.templateId}@${template.version}`, flow: template.workflowObject };
  }
  if ('capabilityId' in body) return capabilitySource(scope, body.capabilityId, true);
  throw new InvalidInputError('body must name a workflowId, a templateId, a capabilityId or a transactionId');
}

/** What a stored run runs on with: the version it started on (or its capability as it is now). */
export async function sourceOf(scope: RunScope, run: StoredRun): Promise<FlowSource> {
  if (run.capabilityId) return capabilitySource(scope, run.capabilityId, false);
  if (run.workflowId) {
    const version = await findWorkflowVersion(scope.db, scope.orgId, run.workflowId, run.version);
    if (!version) throw new NotFoundError('Workflow not found', `The version ${run.version} of workflow ${run.workflowId} is gone.`);
    return { workflowId: run.workflowId, templateId: null, version: run.version, flowKey: `${run.workflowId}@${run.version}`, flow: version.workflowObject };
  }
  const template = run.templateId ? await findTemplate(scope.db, run.templateId) : undefined;
  if (!template) throw new NotFoundError('Template not found', `The template of transaction ${run.transactionId} is gone.`);
  return { workflowId: null, templateId: template.templateId, version: template.version, flowKey: `${template.templateId}@${template.version}`, flow: template.workflowObject };
}
