import { useState, type Dispatch } from 'react';
import { ApiError } from '~/lib/api';
import { toast } from '~/design-system';
import { useCreateWorkflow, useUpdateWorkflow, type WorkflowCreateRequest } from '../api';
import type { Flow } from '../model/types';
import type { EditorEvent } from './editorState';

export const WORKFLOW_UPDATED = 'Workflow has been Updated Successfully';
export const PUBLISH_FAILED = 'Unable to publish the Workflow. Please try again in some time.';
export const MUTATION_FAILED = 'Some error occurred. Please try again.';

export type PublishOutcome = 'published' | 'nameTaken' | 'failed';

interface PublishingInput {
  workflowId: string | null;
  flow: Flow;
  /** Sent with every save (section 3.1). */
  isAsyncExecution: boolean;
  useCase: WorkflowCreateRequest['useCase'];
  dispatch: Dispatch<EditorEvent>;
  /** The first publish stored the workflow under this id. */
  onPublished: (workflowId: string) => void;
  onViewDetails: () => void;
}

const isNameTaken = (error: unknown) => error instanceof ApiError && error.status === 422;

function showFailure(error: unknown) {
  const serverMessage = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : null;
  toast.error(PUBLISH_FAILED, { description: serverMessage ?? MUTATION_FAILED });
}

/**
 * Publish (POST, first save) and Update (PATCH) of document 2 section 4.1, with the errors of
 * section 8: a taken name comes back as 'nameTaken' for the caller to show under the name.
 */
export function usePublishing({ workflowId, flow, isAsyncExecution, useCase, dispatch, onPublished, onViewDetails }: PublishingInput) {
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const [nameError, setNameError] = useState(false);

  const save = async (name: string): Promise<PublishOutcome> => {
    setNameError(false);
    try {
      if (workflowId) {
        await update.trigger({ workflowId, body: { name, workflowObject: flow, isAsyncExecution } });
        dispatch({ type: 'saved', workflowId, name });
        toast.success(WORKFLOW_UPDATED, { action: { label: 'View Details', onAction: onViewDetails } });
      } else {
        const created = await create.trigger({ name, workflowObject: flow, releaseType: 'v2', useCase, active: true, isAsyncExecution });
        dispatch({ type: 'saved', workflowId: created.workflowId, name });
        onPublished(created.workflowId);
      }
      return 'published';
    } catch (error) {
      if (isNameTaken(error)) {
        setNameError(true);
        return 'nameTaken';
      }
      showFailure(error);
      return 'failed';
    }
  };

  return { save, nameError, clearNameError: () => setNameError(false), isSaving: create.isMutating || update.isMutating };
}
