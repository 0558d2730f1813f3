import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, useApiClient, useApiEnvironment } from '~/lib/api';
import { href } from '~/lib/routes';
import { toast } from '~/design-system';
import { createWorkflow, fetchWorkflow, workflowKey, type Workflow } from '../api';
import { deleteWorkflow } from '../api/deleteWorkflow';
import type { DuplicateResult } from './DuplicateWorkflowModal';
import type { ImportedWorkflow, ImportResult } from './ImportWorkflowModal';
import { importUseCase, workflowFileName, workflowFileText } from '../model/workflowFile';
import type { SaveFile } from '~/design-system';
import { MUTATION_FAILED } from '../editor/usePublishing';
import { WORKFLOW_DELETED, WORKFLOW_EXPORTED, WORKFLOW_SAVE_FAILED, WORKFLOW_SAVE_FAILED_MS, WORKFLOW_SAVED } from './workflowListTexts';

export interface ListedWorkflow {
  workflowId: string;
  name: string;
}

const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 422;
/** The server's message for a refused call; the generic text when the server failed or could not be reached. */
const messageOf = (error: unknown) => (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : MUTATION_FAILED);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Options {
  /** Reloads the list's loaded pages. */
  refetch: () => Promise<unknown>;
  saveFile: SaveFile;
  refetchDelayMs: number;
}

/**
 * The list's mutations (document 2 sections 4.1, 4.10, 5.4, 8): delete with 'Workflow deleted
 * successfully' after the refetch delay, duplicate onto the duplicate route, export as
 * '{name}.json', import from a checked file. Other failures show the server's message.
 */
export function useWorkflowListActions({ refetch, saveFile, refetchDelayMs }: Options) {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const navigate = useNavigate();
  const [pendingDelete, setPendingDelete] = useState<ListedWorkflow | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const [pendingDuplicate, setPendingDuplicate] = useState<ListedWorkflow | null>(null);
  const [isImporting, setImporting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const details = (workflowId: string): Promise<Workflow> => {
    const key = workflowKey(environment, workflowId);
    if (!key) return Promise.reject(new Error('No organisation is selected'));
    return fetchWorkflow(client, key);
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await deleteWorkflow(client, pendingDelete.workflowId, environment);
      await wait(refetchDelayMs);
      toast.success(WORKFLOW_DELETED);
      await refetch();
    } catch (error) {
      toast.error(messageOf(error), { closable: true });
    } finally {
      if (mounted.current) {
        setDeleting(false);
        setPendingDelete(null);
      }
    }
  };

  const duplicate = async (name: string): Promise<DuplicateResult> => {
    if (!pendingDuplicate) return 'failed';
    try {
      const source = await details(pendingDuplicate.workflowId);
      const { workflowId } = await createWorkflow(
        client,
        { name, workflowObject: source.workflowObject, releaseType: 'v2', useCase: source.useCase, active: source.active, isAsyncExecution: source.isAsyncExecution },
        environment,
      );
      setPendingDuplicate(null);
      navigate(href('workflowDuplicate', { workflowId: workflowId }), { state: { duplicateOf: pendingDuplicate.workflowId, name } });
      return 'duplicated';
    } catch (error) {
      if (isNameTaken(error)) return 'nameTaken';
      toast.error(messageOf(error), { closable: true });
      return 'failed';
    }
  };

  const exportWorkflow = async (workflow: ListedWorkflow) => {
    try {
      const source = await details(workflow.workflowId);
      saveFile(workflowFileName(source.name), workflowFileText({ name: source.name, useCase: source.useCase, workflowObject: source.workflowObject }));
      toast.success(WORKFLOW_EXPORTED);
    } catch (error) {
      toast.error(messageOf(error), { closable: true });
    }
  };

  const importWorkflow = async ({ name, flow, useCase }: ImportedWorkflow): Promise<ImportResult> => {
    try {
      await createWorkflow(client, { name, workflowObject: flow, releaseType: 'v2', useCase: importUseCase(useCase), active: true, isAsyncExecution: false }, environment);
    } catch (error) {
      if (isNameTaken(error)) return 'nameTaken';
      toast.error(WORKFLOW_SAVE_FAILED, { durationMs: WORKFLOW_SAVE_FAILED_MS, description: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : undefined });
      return 'failed';
    }
    setImporting(false);
    toast.success(WORKFLOW_SAVED);
    await wait(refetchDelayMs);
    await refetch();
    return 'imported';
  };

  return {
    pendingDelete,
    isDeleting,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    pendingDuplicate,
    askDuplicate: setPendingDuplicate,
    cancelDuplicate: () => setPendingDuplicate(null),
    duplicate,
    exportWorkflow,
    isImporting,
    openImport: () => setImporting(true),
    cancelImport: () => setImporting(false),
    importWorkflow,
  };
}
