import { referencesOf, splitReference, type components } from '~/contract';
import { START_KINDS, type WorkflowObject } from './flowRules';

type Schemas = components['schemas'];
type Parameter = Schemas['InputDetailsParameter'];

/**
 * The input keys a flow reads from its start node, in order of first use (columns left to right):
 * those mapped into node inputs (required when a mandatory input needs them) and those its
 * conditions refer to. Keys that await steps collect are listed apart, as awaitedKeys. Display
 * names and types come from the start node's outputs (the input attributes), else from the
 * service input that reads the key.
 */
export function inputDetails(flow: WorkflowObject): { inputParameters: Parameter[]; awaitedKeys: string[] } {
  const start = flow.columns[0]?.nodes.find((node) => START_KINDS.has(node.kind));
  const startId = start?.id ?? null;
  const attributes = new Map((start?.outputs ?? []).map((output) => [output.key, output]));
  const found = new Map<string, Parameter>();
  const awaited: string[] = [];

  const use = (key: string, required: boolean, hint?: { displayName?: string; type?: Parameter['type']; format?: Parameter['format'] }) => {
    const known = found.get(key);
    if (known) {
      known.required = known.required || required;
      return;
    }
    const attribute = attributes.get(key);
    const type = attribute?.type ?? hint?.type;
    const format = attribute?.format ?? hint?.format;
    found.set(key, {
      key,
      displayName: attribute?.displayName ?? hint?.displayName ?? key,
      ...(type ? { type } : {}),
      ...(format ? { format } : {}),
      required,
    });
  };
  const readsInput = (reference: string) => {
    const parts = splitReference(reference);
    return parts && parts.kind === 'input' && (startId === null || parts.id === startId) ? parts.type : null;
  };
  for (const column of flow.columns.slice(1)) {
    for (const node of column.nodes) {
      for (const entry of node.awaits ?? []) for (const key of entry.values) if (!awaited.includes(key)) awaited.push(key);
      for (const input of node.inputs ?? []) {
        if (input.isStatic || !input.location) continue;
        const key = readsInput(input.location);
        if (!key) continue;
        const mandatory = input.optionality === 'REQUIRED' && input.isOptional !== true;
        use(key, mandatory, { displayName: input.displayName, type: input.type, format: input.format });
      }
      for (const reference of (node.conditions ?? []).flatMap(referencesOf)) {
        const key = readsInput(reference);
        if (key) use(key, false);
      }
    }
  }
  return { inputParameters: [...found.values()].filter((p) => !awaited.includes(p.key)), awaitedKeys: awaited };
}
