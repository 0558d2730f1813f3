import { finalize } from './draft';
import { START_COLUMN_ID, START_NODE_ID, START_NODE_NAME } from './ids';
import type { Flow, FlowNodeOutput } from './types';

export const START_DESCRIPTION = 'Input added by customers on the website or the app.';

/** A new workflow's flow: column_0 with the start node only (section 2.5). */
export function emptyFlow(inputAttributes: readonly FlowNodeOutput[] = []): Flow {
  return finalize({
    columns: [
      {
        id: START_COLUMN_ID,
        metadata: { kind: 'start' },
        nodes: [
          {
            id: START_NODE_ID,
            kind: 'START',
            name: START_NODE_NAME,
            displayName: 'Start',
            description: START_DESCRIPTION,
            outputs: inputAttributes.map((attribute) => ({ ...attribute, namespace: START_NODE_ID, location: `input.${START_NODE_ID}.${attribute.key}` })),
          },
        ],
      },
    ],
  });
}
