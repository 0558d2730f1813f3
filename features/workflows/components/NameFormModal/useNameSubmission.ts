import { useState } from 'react';

/** Document 2, section 5.1: a workflow's name. */
export const WORKFLOW_NAME_MIN_LENGTH = 3;
export const WORKFLOW_NAME_MAX_LENGTH = 100;
export const WORKFLOW_NAME_TAKEN = 'A workflow with the given name already exists';

export const nameTooShort = (label: string) => `${label} must be at least ${WORKFLOW_NAME_MIN_LENGTH} characters long.`;

/**
 * Sends a named form once at a time. A 'nameTaken' answer keeps the dialog open with the clash
 * message until the name changes; after `done` the owner closes the dialog, so no state is set.
 */
export function useNameSubmission<Result extends string>(done: Result) {
  const [nameTaken, setNameTaken] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const send = async (attempt: () => Promise<Result>) => {
    setSubmitting(true);
    let result: Result | undefined;
    try {
      result = await attempt();
    } finally {
      if (result !== done) {
        setNameTaken(result === 'nameTaken');
        setSubmitting(false);
      }
    }
  };

  return { nameTaken, nameChanged: () => setNameTaken(false), isSubmitting, send };
}
