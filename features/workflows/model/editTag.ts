import { TAG_NAME_IN_USE_MESSAGE } from './addStep';
import { cloneFlow, draftNode, finalize } from './draft';
import { isTagNameUsed, requireNode } from './queries';
import { FlowError, type Flow, type TagColor } from './types';

/**
 * Renames or recolours a tag and resets its conditions (section 4.3). The id stays, so the
 * references of later steps still hold.
 */
export function editTag(flow: Flow, nodeId: string, change: { name: string; color: TagColor }): Flow {
  const { node, column, row } = requireNode(flow, nodeId);
  if (node.kind !== 'tag') throw new FlowError('notATag', `"${node.name}" is not a tag.`);
  if (isTagNameUsed(flow, change.name, nodeId)) throw new FlowError('tagNameInUse', TAG_NAME_IN_USE_MESSAGE);
  const draft = cloneFlow(flow);
  const target = draftNode(draft, column, row);
  target.name = change.name.trim();
  target.displayName = change.name.trim();
  target.color = change.color;
  target.conditions = [];
  return finalize(draft);
}
