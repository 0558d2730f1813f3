import { emptyFlow, finalize, randomIdGenerator, renewIds, START_COLUMN_ID, type CapabilityFlowObject, type Flow, type FlowNodeOutput, type IdGenerator } from '~/features/workflows';

export type { CapabilityFlowObject };

/** The suffix of a duplicate's default name (document 2 sections 4.10 and 9). */
export const COPY_SUFFIX = '_copy';

/**
 * The object a save sends (document 2 section 7): the flow without the start column
 * (`column_0`), and null when no column remains.
 */
export function capabilitySaveObject(flow: Flow): CapabilityFlowObject | null {
  const columns = flow.columns.filter((column) => column.id !== START_COLUMN_ID);
  return columns.length ? { columns } : null;
}

/** The builder's flow of a saved capability: its columns after a start column of the input attributes. */
export function capabilityBuilderFlow(object: CapabilityFlowObject | null, inputAttributes: readonly FlowNodeOutput[]): Flow {
  const start = emptyFlow(inputAttributes);
  const columns = (object?.columns ?? []).filter((column) => column.id !== START_COLUMN_ID);
  return finalize({ columns: [...start.columns, ...structuredClone(columns)] });
}

/** The object of a capability's duplicate: the same flow with fresh ids. */
export function duplicateCapabilityObject(object: CapabilityFlowObject | null, newId: IdGenerator = randomIdGenerator): CapabilityFlowObject | null {
  return object ? { columns: renewIds(object.columns, newId) } : null;
}

export const duplicateCapabilityName = (name: string) => `${name}${COPY_SUFFIX}`;

/** A file name for the export: the capability's name, safe on every system. */
export function capabilityFileName(name: string): string {
  const safe = name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${safe || 'capability'}.json`;
}
