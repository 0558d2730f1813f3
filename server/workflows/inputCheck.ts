import { inputDetails } from './inputDetails';
import { START_KINDS, type WorkflowObject } from './flowRules';

/** What a request's data lacks and holds beyond a workflow's inputs (contract: TransactionMissingInputs, TransactionUnknownInputs). */
export interface InputCheck {
  missingInputs: string[];
  unknownInputs: string[];
}

export const NO_INPUT_PROBLEMS: InputCheck = { missingInputs: [], unknownInputs: [] };

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The required inputs (`inputDetails`: a mandatory service input reads them from the start node;
 * awaited keys are collected later and not required) that the data lacks, and the data's keys the
 * workflow neither declares (start node outputs) nor reads nor awaits. Naming them changes nothing
 * in how the run decides.
 */
export function inputCheck(flow: WorkflowObject, data: Readonly<Record<string, unknown>>): InputCheck {
  const details = inputDetails(flow);
  const start = flow.columns[0]?.nodes.find((node) => START_KINDS.has(node.kind));
  const known = new Set([...(start?.outputs ?? []).map((output) => output.key), ...details.inputParameters.map((parameter) => parameter.key), ...details.awaitedKeys]);
  return {
    missingInputs: details.inputParameters.filter((parameter) => parameter.required && isAbsent(data[parameter.key])).map((parameter) => parameter.key),
    unknownInputs: Object.keys(data).filter((key) => !known.has(key)),
  };
}
