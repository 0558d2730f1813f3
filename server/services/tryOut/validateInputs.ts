import type { ServiceDefinition, ServiceInputDefinition } from '../catalogue';

/** How a value of the input's type must look in JSON. */
function typeProblem(input: ServiceInputDefinition, value: unknown): string | null {
  const name = `${input.key} (${input.displayName})`;
  if (input.format === 'LIST') return Array.isArray(value) && value.every((v) => typeof v === 'string') ? null : `${name} must be a list of strings`;
  if (input.type === 'NUMBER') return typeof value === 'number' && Number.isFinite(value) ? null : `${name} must be a number`;
  if (input.type === 'BOOLEAN') return typeof value === 'boolean' ? null : `${name} must be true or false`;
  if (input.type === 'INTERFACE') return typeof value === 'object' && value !== null && !Array.isArray(value) ? null : `${name} must be an object`;
  if (typeof value !== 'string') return `${name} must be a string`;
  if (input.validationPattern && !new RegExp(input.validationPattern).test(value)) return `Invalid format for ${input.displayName}: ${input.key} must match ${input.validationPattern}`;
  if (input.allowedValues && !input.allowedValues.includes(value)) return `${name} must be one of ${input.allowedValues.join(', ')}`;
  return null;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks a direct call's body against the service's input definitions (and, for a poll, its poll
 * inputs): unknown keys, missing required inputs, wrong types, patterns and allowed values. Answers
 * one message per bad field; consent texts and polling ids the platform fills are not required.
 */
export function inputProblems(service: ServiceDefinition, body: Readonly<Record<string, unknown>>, extraInputs: readonly ServiceInputDefinition[] = []): string[] {
  const definitions = [...service.inputs, ...extraInputs];
  const byKey = new Map(definitions.map((input) => [input.key, input]));
  const problems: string[] = [];
  for (const key of Object.keys(body)) {
    if (!byKey.has(key)) problems.push(`${key} is not an input of ${service.displayName}`);
  }
  for (const input of definitions) {
    const value = body[input.key];
    if (isEmpty(value)) {
      if (input.optionality === 'REQUIRED' && !input.isHiddenOnPlatform) problems.push(`${input.key} (${input.displayName}) is required`);
      continue;
    }
    const problem = typeProblem(input, value);
    if (problem) problems.push(problem);
  }
  return problems;
}
