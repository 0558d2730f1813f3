import { useState } from 'react';
import { FileUpload, toast } from '~/design-system';
import type { Flow } from '../../model/types';
import {
  checkWorkflowFileFacts,
  DEFAULT_IMPORT_NAME,
  INVALID_WORKFLOW_FILE,
  parseWorkflowFile,
  WORKFLOW_FILE_NOT_JSON,
  type WorkflowFileResult,
} from '../../model/workflowFile';
import { NameFormModal, nameTooShort, useNameSubmission, WORKFLOW_NAME_MIN_LENGTH, WORKFLOW_NAME_TAKEN, WorkflowNameField } from '../../components/NameFormModal';
import { ImportProblem, ImportProblemList, ImportProblemTitle } from './ImportWorkflowModal.styles';

/** The first reasons of a refused file shown in the dialog. */
const SHOWN_DETAILS = 3;

export const WORKFLOW_FILE_TYPES: readonly string[] = ['application/json', '.json'];

/** What an import attempt came to: 'nameTaken' keeps the dialog open with the clash message under the name. */
export type ImportResult = 'imported' | 'nameTaken' | 'failed';

export interface ImportedWorkflow {
  name: string;
  flow: Flow;
  /** The use case the file names, if any. */
  useCase: string | null;
}

export interface ImportWorkflowModalProps {
  isOpen: boolean;
  /** Creates the workflow; resolves 'nameTaken' on a 422 (other failures are the caller's to show). */
  onSubmit: (workflow: ImportedWorkflow) => Promise<ImportResult>;
  onCancel: () => void;
}

type Chosen = { file: File; result: WorkflowFileResult };

function refusal(result: WorkflowFileResult) {
  if (result.ok) return;
  toast.error(INVALID_WORKFLOW_FILE, { description: result.message });
}

function ImportWorkflowModalBody({ onSubmit, onCancel }: Omit<ImportWorkflowModalProps, 'isOpen'>) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [isReading, setReading] = useState(false);
  const [name, setName] = useState(DEFAULT_IMPORT_NAME);
  const { nameTaken, nameChanged, isSubmitting, send } = useNameSubmission<ImportResult>('imported');
  const trimmed = name.trim();
  const nameError = nameTaken ? WORKFLOW_NAME_TAKEN : trimmed === '' ? 'Name is required' : trimmed.length < WORKFLOW_NAME_MIN_LENGTH ? nameTooShort('Workflow Name') : undefined;
  const valid = chosen?.result.ok ? chosen.result : null;
  const canSubmit = valid !== null && nameError === undefined && !isSubmitting && !isReading;

  const choose = async (file: File) => {
    const facts = checkWorkflowFileFacts(file);
    if (facts) {
      setChosen({ file, result: facts });
      refusal(facts);
      return;
    }
    setReading(true);
    const result = parseWorkflowFile(await file.text());
    setReading(false);
    setChosen({ file, result });
    refusal(result);
  };

  const problem = chosen && !chosen.result.ok ? chosen.result : null;
  return (
    <NameFormModal
      title="Import Workflow"
      description="Create a workflow from a file exported from Veriflow."
      submitLabel="Import"
      canSubmit={canSubmit}
      isSubmitting={isSubmitting}
      onSubmit={() => {
        if (canSubmit && valid) void send(() => onSubmit({ name: trimmed, flow: valid.flow, useCase: valid.useCase }));
      }}
      onCancel={onCancel}
    >
      <FileUpload
        label="Workflow file"
        title="Drag and drop your workflow file here"
        description="JSON (.json), up to 5 MB"
        acceptedFileTypes={WORKFLOW_FILE_TYPES}
        invalidFileMessage={WORKFLOW_FILE_NOT_JSON}
        onSelect={([file]) => {
          if (file) void choose(file);
        }}
        onInvalidFile={(_message, file) => void choose(file)}
        file={chosen ? { name: chosen.file.name, size: chosen.file.size } : null}
        onRemove={chosen ? () => setChosen(null) : undefined}
        isDisabled={isSubmitting}
      />
      {problem && (
        <ImportProblem role="alert">
          <ImportProblemTitle>{INVALID_WORKFLOW_FILE}</ImportProblemTitle>
          <span>{problem.message}</span>
          {problem.details.length > 0 && (
            <ImportProblemList>
              {problem.details.slice(0, SHOWN_DETAILS).map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ImportProblemList>
          )}
        </ImportProblem>
      )}
      <WorkflowNameField
        value={name}
        onChange={(next) => {
          setName(next);
          nameChanged();
        }}
        error={nameError}
      />
    </NameFormModal>
  );
}

/**
 * Import Workflow (document 2 sections 4.10 and 5.4): a JSON file of at most 5 MB holding a
 * workflowObject that passes the structural checks, and a name ('Workflow' by default). A refused
 * file shows 'Invalid workflow file' with its reasons and creates nothing.
 */
export function ImportWorkflowModal({ isOpen, ...rest }: ImportWorkflowModalProps) {
  return isOpen ? <ImportWorkflowModalBody {...rest} /> : null;
}
