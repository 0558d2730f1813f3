import { useMemo, useState } from 'react';
import type { ConditionList, ConditionOperator } from '../../../model/conditions/types';
import type { ConditionGroup } from '../../../model/conditions/types';
import { branchName } from '../../../model/branches';
import { branchOf, builderOperators, conditionContext, loadNodeCondition, panelBadge, saveNodeCondition } from '../../../model/panels';
import { requireNode } from '../../../model/queries';
import type { Flow } from '../../../model/types';
import { ConditionBuilder, ConditionPanelFrame, PanelMessage, PanelNote, PanelSections, useConditionEditing } from '../ConditionBuilder';

export const unreadableCondition = (reason: string) => `This condition cannot be edited in the builder: ${reason}`;
export const branchNote = (branch: string, tag: string) => `Runs under ${branch} of the tag ${tag}; that stays part of its condition.`;

export interface ConditionPanelProps {
  flow: Flow;
  nodeId: string;
  /** The server's operator list (GET /evaluations/operators). */
  operators: readonly ConditionOperator[];
  /** The organisation's block and allow lists. */
  lists: readonly ConditionList[];
  /** Called with the flow holding the saved condition. */
  onSave: (flow: Flow) => void;
  onClose: () => void;
}

/** The condition of a service or await step (document 2, sections 2.9 and 4.4): when the step runs. */
export function ConditionPanel({ flow, nodeId, operators, lists, onSave, onClose }: ConditionPanelProps) {
  const { node } = requireNode(flow, nodeId);
  const rowOperators = useMemo(() => builderOperators(operators), [operators]);
  const context = useMemo(() => conditionContext(flow, nodeId, rowOperators), [flow, nodeId, rowOperators]);
  const [loaded] = useState(() => loadNodeCondition(flow, nodeId, context));
  const [saved, setSaved] = useState<ConditionGroup | null>(loaded.group);
  const [group, setGroup] = useState<ConditionGroup | null>(loaded.group);
  const editing = useConditionEditing();
  const branch = branchOf(flow, nodeId);
  const tagName = branch ? requireNode(flow, branch.tagId).node.name : '';

  const save = () => {
    const next = editing.save([group], context, () => saveNodeCondition(flow, nodeId, group, context));
    if (!next) return;
    setSaved(group);
    onSave(next);
  };

  return (
    <ConditionPanelFrame badge={panelBadge(node)} isChanged={group !== saved} onSave={save} onClose={onClose}>
      <PanelSections>
        {loaded.error && <PanelMessage role="alert">{unreadableCondition(loaded.error)}</PanelMessage>}
        {branch && <PanelNote>{branchNote(branchName(flow, branch.tagId, branch.branch), tagName)}</PanelNote>}
        {editing.message && <PanelMessage role="alert">{editing.message}</PanelMessage>}
        {!loaded.error && (
          <ConditionBuilder value={group} onChange={setGroup} catalog={context.catalog} operators={rowOperators} lists={lists} rowErrors={editing.rowErrors} />
        )}
      </PanelSections>
    </ConditionPanelFrame>
  );
}
