import { findWorkflowVersion } from '../store/workflowVersions';
import type { RunScope } from './context';

const CAPACITY = 500;
const flows = new Map<string, unknown>();

/**
 * The flow object of a workflow's version, read from the database only when this process has not
 * read it lately: a stored version is never changed (an edit or a restore stores a new one). Undefined
 * when the organisation has no such version.
 */
export async function versionFlow(scope: RunScope, workflowId: string, version: number): Promise<unknown> {
  const key = `${workflowId}@${version}`;
  if (flows.has(key)) {
    const flow = flows.get(key);
    flows.delete(key);
    flows.set(key, flow);
    return flow;
  }
  const stored = await findWorkflowVersion(scope.db, scope.orgId, workflowId, version);
  if (!stored) return undefined;
  flows.set(key, stored.workflowObject);
  if (flows.size > CAPACITY) flows.delete(flows.keys().next().value as string);
  return stored.workflowObject;
}
