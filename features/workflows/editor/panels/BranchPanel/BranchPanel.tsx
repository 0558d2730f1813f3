import { useId, useMemo, useState } from 'react';
import { Select } from '~/design-system';
import type { ConditionList, ConditionOperator } from '../../../model/conditions/types';
import type { ConditionGroup } from '../../../model/conditions/types';
import { BRANCHES, branchColumnsOf, branchName, chooseBranch, chosenBranch, isBranchChoicePending, otherBranch, renameBranch } from '../../../model/branches';
import { builderOperators, conditionContext, loadNodeCondition, panelBadge, saveNodeCondition, type Branch } from '../../../model/panels';
import { requireNode } from '../../../model/queries';
import type { Flow } from '../../../model/types';
import { ConditionBuilder, ConditionPanelFrame, PanelMessage, PanelNote, PanelSections, useConditionEditing } from '../ConditionBuilder';
import { unreadableCondition } from '../ConditionPanel';
import { BranchName } from './BranchName';
import { BranchField, BranchHeading, BranchLine, BranchSection } from './BranchPanel.styles';

export const NO_BRANCH_STEPS = 'No step runs under this tag yet: add one to Branch A or Branch B, then choose which branch runs when the condition holds.';

export interface BranchPanelProps {
  flow: Flow;
  /** The tag. */
  nodeId: string;
  operators: readonly ConditionOperator[];
  lists: readonly ConditionList[];
  onSave: (flow: Flow) => void;
  onClose: () => void;
}

interface BranchDraft {
  group: ConditionGroup | null;
  ifBranch: Branch;
  names: Record<Branch, string>;
}

/**
 * A tag's branches (document 2, sections 2.11 and 4.5): If its conditions hold, the chosen branch
 * runs (its steps wait for the tag's status OK); Else the other one (status FAILED). Branch names
 * are renamed in place.
 */
export function BranchPanel({ flow, nodeId, operators, lists, onSave, onClose }: BranchPanelProps) {
  const { node } = requireNode(flow, nodeId);
  const rowOperators = useMemo(() => builderOperators(operators), [operators]);
  const context = useMemo(() => conditionContext(flow, nodeId, rowOperators), [flow, nodeId, rowOperators]);
  const [loaded] = useState(() => loadNodeCondition(flow, nodeId, context));
  const initial = (): BranchDraft => ({
    group: loaded.group,
    ifBranch: chosenBranch(flow, nodeId) ?? 'A',
    names: { A: branchName(flow, nodeId, 'A'), B: branchName(flow, nodeId, 'B') },
  });
  const [saved, setSaved] = useState<BranchDraft>(initial);
  const [draft, setDraft] = useState<BranchDraft>(saved);
  const editing = useConditionEditing();
  const ifId = useId();
  const elseId = useId();
  const columns = branchColumnsOf(flow, nodeId);
  const hasSteps = columns.length > 0;
  const hasColumn = (branch: Branch) => columns.some((column) => column.branch === branch);
  const elseBranch = otherBranch(draft.ifBranch);
  // A branch step without its status comparison: Save records the choice shown, even unchanged (issue 15).
  const [isChoicePending, setChoicePending] = useState(() => hasSteps && isBranchChoicePending(flow, nodeId));
  const isChanged = isChoicePending || draft.group !== saved.group || draft.ifBranch !== saved.ifBranch || draft.names.A !== saved.names.A || draft.names.B !== saved.names.B;
  const items = BRANCHES.map((branch) => ({ id: branch, label: draft.names[branch] }));
  const rename = (branch: Branch) => (name: string) => setDraft((current) => ({ ...current, names: { ...current.names, [branch]: name } }));

  const save = () => {
    const next = editing.save([draft.group], context, () => {
      let result = saveNodeCondition(flow, nodeId, draft.group, context);
      if (hasSteps && (isChoicePending || draft.ifBranch !== saved.ifBranch)) result = chooseBranch(result, nodeId, draft.ifBranch);
      for (const branch of BRANCHES) {
        if (draft.names[branch] !== saved.names[branch] && hasColumn(branch)) result = renameBranch(result, nodeId, branch, draft.names[branch]);
      }
      return result;
    });
    if (!next) return;
    setSaved(draft);
    setChoicePending(false);
    onSave(next);
  };

  return (
    <ConditionPanelFrame badge={panelBadge(node)} isChanged={isChanged} onSave={save} onClose={onClose}>
      <PanelSections>
        {loaded.error && <PanelMessage role="alert">{unreadableCondition(loaded.error)}</PanelMessage>}
        {editing.message && <PanelMessage role="alert">{editing.message}</PanelMessage>}
        {!hasSteps && <PanelNote>{NO_BRANCH_STEPS}</PanelNote>}
        <BranchSection aria-labelledby={ifId}>
          <BranchHeading id={ifId}>If</BranchHeading>
          {!loaded.error && (
            <ConditionBuilder
              value={draft.group}
              onChange={(group) => setDraft((current) => ({ ...current, group }))}
              catalog={context.catalog}
              operators={rowOperators}
              lists={lists}
              rowErrors={editing.rowErrors}
            />
          )}
          <BranchLine>
            <BranchField>
              <Select
                label="Then run"
                items={items}
                selectedKey={draft.ifBranch}
                onSelectionChange={(id) => id && setDraft((current) => ({ ...current, ifBranch: id as Branch }))}
                isDisabled={!hasSteps}
              />
            </BranchField>
            <BranchName branch={draft.ifBranch} name={draft.names[draft.ifBranch]} onRename={rename(draft.ifBranch)} isDisabled={!hasColumn(draft.ifBranch)} />
          </BranchLine>
        </BranchSection>
        <BranchSection aria-labelledby={elseId}>
          <BranchHeading id={elseId}>Else</BranchHeading>
          <BranchLine>
            <BranchField>
              <Select label="Else run" items={items} selectedKey={elseBranch} isDisabled />
            </BranchField>
            <BranchName branch={elseBranch} name={draft.names[elseBranch]} onRename={rename(elseBranch)} isDisabled={!hasColumn(elseBranch)} />
          </BranchLine>
        </BranchSection>
      </PanelSections>
    </ConditionPanelFrame>
  );
}
