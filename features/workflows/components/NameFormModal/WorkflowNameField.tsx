import { TextField } from '~/design-system';
import { WORKFLOW_NAME_MAX_LENGTH } from './useNameSubmission';

export interface WorkflowNameFieldProps {
  value: string;
  onChange: (name: string) => void;
  /** The message under the field; none means the name is acceptable. */
  error?: string;
  label?: string;
  description?: string;
}

/** The required name field of the naming dialogs, at most 100 characters. */
export function WorkflowNameField({ value, onChange, error, label = 'Workflow Name', description }: WorkflowNameFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      isRequired
      maxLength={WORKFLOW_NAME_MAX_LENGTH}
      description={description}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
