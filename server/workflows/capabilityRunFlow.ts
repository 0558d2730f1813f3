import type { components } from '~/contract';
import { END_KINDS, type WorkflowObject } from './flowRules';

type Schemas = components['schemas'];
type Capability = Pick<Schemas['Capability'], 'id' | 'name' | 'input' | 'object'>;

/** The start node id a flow's input references name when it names none (the builder's). */
export const DEFAULT_START_ID = 'start_ghdvng';
const INPUT_REFERENCE = /"input\.([A-Za-z0-9_-]+)\./;

/** The start node id the capability's references use (`input.<id>.<key>`), else the builder's. */
export function startIdOf(object: Schemas['CapabilityFlowObject'] | null): string {
  return (object && INPUT_REFERENCE.exec(JSON.stringify(object))?.[1]) || DEFAULT_START_ID;
}

/**
 * The workflow object a capability's try-out runs (document 2, section 4.11): a start column whose
 * outputs are the capability's inputs, the capability's columns, and, when the capability has no
 * end column of its own, an end column whose Accept holds once the columns have run.
 */
export function capabilityRunFlow(capability: Capability): WorkflowObject {
  const startId = startIdOf(capability.object);
  const columns = capability.object?.columns ?? [];
  const last = columns.at(-1);
  const hasEnd = last !== undefined && last.nodes.length > 0 && last.nodes.every((node) => END_KINDS.has(node.kind));
  const endPosition = columns.length + 1;
  const start: WorkflowObject['columns'][number] = {
    id: 'column_0',
    metadata: { kind: 'start', description: `Inputs of ${capability.name}` },
    nodes: [
      {
        id: startId,
        kind: 'START',
        name: 'Start',
        displayName: 'Start',
        columnPosition: 0,
        nodePosition: 0,
        dependencies: [],
        conditions: [],
        outputs: capability.input.map(({ key, displayName, type, format }) => ({ key, displayName, type, ...(format ? { format } : {}), namespace: startId, location: `input.${startId}.${key}` })),
      },
    ],
  };
  const end: WorkflowObject['columns'][number] = {
    id: `column_end_${capability.id}`,
    metadata: { kind: 'end', description: 'The capability ran' },
    nodes: [{ id: `accept_${capability.id}`, kind: 'end_accepted', name: 'Accept', displayName: 'Accept', columnPosition: endPosition, nodePosition: 0, dependencies: [], conditions: [] }],
  };
  return { columns: [start, ...columns, ...(hasEnd ? [] : [end])] };
}
