import type { components } from '~/contract';

type NodeInput = components['schemas']['WorkflowNodeInput'];

/** The fields of a service node's input that decide where it is listed in the Configure section. */
export type ConfigurableInput = Pick<NodeInput, 'isOptional' | 'optionality' | 'location' | 'isStatic' | 'staticValue'>;

/** The location of an input that is not mapped to anything (document 2 section 3.3). */
export const UNCONFIGURED_LOCATION = '..';

/** How many inputs the Configure section shows before 'Configure More (n)' (document 2 section 9). */
export const CONFIGURE_VISIBLE_COUNT = 4;

/** Whether a value counts as given: not missing, not blank, not an empty list. */
export function hasStaticValue(value: NodeInput['staticValue']): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A static input needs a value; a mapped one a location other than '..'. */
export function isInputConfigured(input: ConfigurableInput): boolean {
  if (input.isStatic) return hasStaticValue(input.staticValue);
  const location = input.location ?? UNCONFIGURED_LOCATION;
  return location !== UNCONFIGURED_LOCATION && location !== '';
}

/** Mandatory unless marked optional; without the flag, unless its optionality says so. */
export function isInputMandatory(input: ConfigurableInput): boolean {
  if (input.isOptional !== undefined) return !input.isOptional;
  return input.optionality === undefined || input.optionality === 'REQUIRED';
}

function rank(input: ConfigurableInput): number {
  const mandatory = isInputMandatory(input);
  const configured = isInputConfigured(input);
  if (mandatory) return configured ? 1 : 0;
  return configured ? 3 : 2;
}

/**
 * The order of the Configure section (document 2 section 2.10): mandatory unconfigured,
 * mandatory configured, optional unconfigured, optional configured; the service's own order
 * within each group.
 */
export function orderForConfigure<T extends ConfigurableInput>(inputs: readonly T[]): T[] {
  return inputs
    .map((input, index) => ({ input, index, rank: rank(input) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ input }) => input);
}
