import { flowStructureProblems } from './flowStructure';
import type { Flow } from './types';

/** Import and export of a workflow as a JSON file (document 2 sections 4.10 and 5.4). */

export const WORKFLOW_FILE_TYPE = 'application/json';
export const WORKFLOW_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_IMPORT_NAME = 'Workflow';

export const INVALID_WORKFLOW_FILE = 'Invalid workflow file';
export const INVALID_WORKFLOW_FILE_DESCRIPTION = 'The workflow file is invalid';
export const WORKFLOW_FILE_TOO_LARGE = 'The workflow file is larger than 5 MB';
export const WORKFLOW_FILE_NOT_JSON = 'Only JSON files (application/json) can be imported';

export type WorkflowFileProblem = 'type' | 'size' | 'json' | 'missing' | 'structure';

export type WorkflowFileResult =
  | { ok: true; flow: Flow; useCase: string | null }
  | { ok: false; problem: WorkflowFileProblem; message: string; details: string[] };

/** What the exported file holds: the flow under `workflowObject`, with the name and use case beside it. */
export interface WorkflowFileContent {
  name: string;
  useCase: string;
  workflowObject: Flow;
}

interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const invalid = (problem: WorkflowFileProblem, message: string, details: string[] = []): WorkflowFileResult => ({ ok: false, problem, message, details });

/** Whether the chosen file may be read at all: JSON (by type, or by extension when the browser gives none) and at most 5 MB. */
export function checkWorkflowFileFacts(file: FileFacts): WorkflowFileResult | null {
  const isJson = file.type === WORKFLOW_FILE_TYPE || (file.type === '' && file.name.toLowerCase().endsWith('.json'));
  if (!isJson) return invalid('type', WORKFLOW_FILE_NOT_JSON);
  if (file.size > WORKFLOW_FILE_MAX_BYTES) return invalid('size', WORKFLOW_FILE_TOO_LARGE);
  return null;
}

/**
 * The flow in a workflow file's text: JSON holding a `workflowObject` that passes the structural
 * checks (`flowStructureProblems`). Anything else is refused with 'The workflow file is invalid'
 * and the reasons in `details`.
 */
export function parseWorkflowFile(text: string): WorkflowFileResult {
  if (text.length > WORKFLOW_FILE_MAX_BYTES) return invalid('size', WORKFLOW_FILE_TOO_LARGE);
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return invalid('json', INVALID_WORKFLOW_FILE_DESCRIPTION, ['The file is not valid JSON']);
  }
  if (typeof content !== 'object' || content === null || Array.isArray(content) || !('workflowObject' in content)) {
    return invalid('missing', INVALID_WORKFLOW_FILE_DESCRIPTION, ['The file holds no workflowObject']);
  }
  const { workflowObject, useCase } = content as { workflowObject: unknown; useCase?: unknown };
  const problems = flowStructureProblems(workflowObject);
  if (problems.length > 0) return invalid('structure', INVALID_WORKFLOW_FILE_DESCRIPTION, problems);
  return { ok: true, flow: workflowObject as Flow, useCase: typeof useCase === 'string' ? useCase : null };
}

/** The exported file's text (pretty-printed JSON). */
export function workflowFileText(content: WorkflowFileContent): string {
  return `${JSON.stringify({ name: content.name, useCase: content.useCase, workflowObject: content.workflowObject }, null, 2)}\n`;
}

/** '{name}.json', with characters that file systems refuse replaced by '_'. */
export function workflowFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim();
  return `${safe || DEFAULT_IMPORT_NAME}.json`;
}

const USE_CASES = ['onboarding', 'login', 'payments', 'payouts', 'profile_updates', 'lending'] as const;
export type ImportUseCase = (typeof USE_CASES)[number];

/** The use case an imported workflow is created with: the file's, when it is one of the lifecycle stages; onboarding otherwise. */
export function importUseCase(fromFile: string | null): ImportUseCase {
  return (USE_CASES as readonly string[]).includes(fromFile ?? '') ? (fromFile as ImportUseCase) : 'onboarding';
}
