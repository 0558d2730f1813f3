import type { components } from '~/contract';
import { InvalidInputError, NotAllowedError, NotFoundError } from '../errors';
import { readHostedConfig } from '../store/hostedConfig';
import { countQuickLinkOpened } from '../store/quicklinks';
import { findTransaction } from '../store/transactions';
import { findWorkflow } from '../store/workflows';
import { inputDetails } from '../workflows/inputDetails';
import type { RunCaller, RunResult } from './context';
import { runTransaction } from './index';

type HostedSession = components['schemas']['HostedSession'];
type HostedTransaction = components['schemas']['HostedTransaction'];
type Data = components['schemas']['TransactionData'];

/** The QuickLink a hosted-flow call came through (its token; ADR 0025), or null for an operator's session (Tryout, Preview). */
export interface HostedLinkScope {
  id: string;
  workflowId: string;
  showResponseOutput: boolean;
  redirectionUrl: string | null;
  transactionLimit: number;
  transactionCount: number;
}

/** Who runs the hosted flow: the scope of the run, and the link when the call came through one. */
export interface HostedCaller extends RunCaller {
  link: HostedLinkScope | null;
}

/** The message the end user reads when the run ended in ERROR (the reason stays in the console). */
export const HOSTED_ERROR_MESSAGE = 'We could not complete your verification. Please try again later.';

const otherWorkflow = (link: HostedLinkScope) =>
  new NotAllowedError('This link opens another workflow', `QuickLink ${link.id} runs workflow ${link.workflowId} only.`);

const transactionNotFound = (transactionId: string) => new NotFoundError('Transaction not found', `This link has no transaction ${transactionId}.`);

/** The workflow the call acts on: the link's (a named other one is refused), else the one the operator names. */
function workflowOf(caller: HostedCaller, named: string | undefined, where: string): string {
  if (caller.link) {
    if (named !== undefined && named !== caller.link.workflowId) throw otherWorkflow(caller.link);
    return caller.link.workflowId;
  }
  if (!named) throw new InvalidInputError(`${where}.workflowId is required`, 'Name the workflow to run in the hosted flow.');
  return named;
}

/**
 * What the hosted flow needs to start: the workflow's name and inputs, the organisation's theme and
 * the link's settings. Through a link it counts the link as opened.
 */
export async function hostedSession(caller: HostedCaller, requestedWorkflowId: string | undefined): Promise<HostedSession> {
  const workflowId = workflowOf(caller, requestedWorkflowId, 'query');
  const workflow = await findWorkflow(caller.db, caller.orgId, workflowId);
  if (!workflow) throw new NotFoundError('Workflow not found', `This organisation has no workflow ${workflowId}.`);
  const { config } = await readHostedConfig(caller.db, caller.orgId);
  const { link } = caller;
  if (link) await countQuickLinkOpened(caller.db, link.id);
  return {
    workflowId,
    workflowName: workflow.name,
    quicklinkId: link?.id ?? null,
    showResponseOutput: link ? link.showResponseOutput : true,
    redirectionUrl: link?.redirectionUrl ?? null,
    transactionsRemaining: link ? Math.max(0, link.transactionLimit - link.transactionCount) : null,
    theme: config,
    inputDetails: { workflowId, ...inputDetails(workflow.workflowObject) },
  };
}

/** The end user's view of a transaction: its state, the decision only when the link shows it, and where to go when done. */
export function toHostedTransaction(caller: HostedCaller, result: Pick<RunResult, 'transactionId' | 'outcome' | 'awaitedKeys'>): HostedTransaction {
  const { outcome, transactionId } = result;
  const status: HostedTransaction['status'] = outcome === 'PROCESSING' || outcome === 'AWAITING' || outcome === 'ERROR' ? outcome : 'COMPLETED';
  const { link } = caller;
  let redirectUrl: string | null = null;
  if (status === 'COMPLETED' && link?.redirectionUrl) {
    const url = new URL(link.redirectionUrl);
    url.searchParams.set('transactionId', transactionId);
    redirectUrl = url.toString();
  }
  return {
    transactionId,
    status,
    awaitingKeys: status === 'AWAITING' ? result.awaitedKeys : [],
    outcome: !link || link.showResponseOutput ? outcome : null,
    redirectUrl,
    message: status === 'ERROR' ? HOSTED_ERROR_MESSAGE : null,
  };
}

/** Refuses a transaction the caller may not reach: through a link, only the link's own (404 otherwise, as if absent). */
async function requireReachable(caller: HostedCaller, transactionId: string) {
  const recorded = await findTransaction(caller.db, caller.orgId, caller.environment, transactionId);
  if (!recorded) throw transactionNotFound(transactionId);
  if (caller.link && recorded.quicklinkId !== caller.link.id) throw transactionNotFound(transactionId);
  return recorded;
}

/**
 * Starts a transaction of the hosted flow's workflow (the run service of POST /transactions).
 * Through a link the workflow is the link's and the start is counted against its limit,
 * atomically (a spent limit, a disabled or expired link refuse it and record nothing).
 */
export async function startHosted(caller: HostedCaller, body: { workflowId?: string; inputData: Data }): Promise<HostedTransaction> {
  const workflowId = workflowOf(caller, body.workflowId, 'body');
  const request = caller.link ? { workflowId, data: body.inputData, quicklinkId: caller.link.id } : { workflowId, data: body.inputData };
  return toHostedTransaction(caller, await runTransaction(caller, request, null));
}

/** Resumes an AWAITING transaction with the awaited values (`{}` polls it); through a link, only one of the link's. */
export async function resumeHosted(caller: HostedCaller, body: { transactionId: string; inputData: Data }): Promise<HostedTransaction> {
  await requireReachable(caller, body.transactionId);
  return toHostedTransaction(caller, await runTransaction(caller, { transactionId: body.transactionId, data: body.inputData }, null));
}

/** A transaction's current state (a PROCESSING one is polled on); through a link, only one of the link's. */
export async function readHosted(caller: HostedCaller, transactionId: string): Promise<HostedTransaction> {
  await requireReachable(caller, transactionId);
  return toHostedTransaction(caller, await runTransaction(caller, { transactionId, data: {} }, null));
}
