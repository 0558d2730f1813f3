import { useMemo, useState } from 'react';
import { Badge, Button, endNodeTone, Icon, IconButton } from '~/design-system';
import type { ConditionList, ConditionOperator } from '../../../model/conditions/types';
import type { ConditionGroup } from '../../../model/conditions/types';
import {
  builderOperators,
  conditionContext,
  END_PANEL_OUTCOMES,
  endOutcomeName,
  loadEndConditions,
  panelBadge,
  saveEndConditions,
} from '../../../model/panels';
import { requireNode } from '../../../model/queries';
import type { EndOutcome, Flow } from '../../../model/types';
import { ConditionBuilder, ConditionPanelFrame, PanelMessage, PanelSections, useConditionEditing } from '../ConditionBuilder';
import { unreadableCondition } from '../ConditionPanel';
import { EndSet, EndSetHeader, EndSetName, EndTitle } from './EndPanel.styles';

export const END_PANEL_TITLES = { workflow: 'End Workflow', capability: 'End Capability' } as const;

export interface EndPanelProps {
  flow: Flow;
  /** The end state that was clicked: its badge shows. */
  nodeId: string;
  operators: readonly ConditionOperator[];
  lists: readonly ConditionList[];
  onSave: (flow: Flow) => void;
  onClose: () => void;
  /** The capability editor's variant offers the same three sets under its own title. */
  variant?: keyof typeof END_PANEL_TITLES;
}

type Groups = Record<EndOutcome, ConditionGroup | null>;
type Shown = Record<EndOutcome, boolean>;

/**
 * The end states (document 2, sections 2.11 and 4.6): Accept, Reject and Manual Review each hold
 * conditions. Adding a set disables its own add button; its delete icon empties it. On save an end
 * state exists for each set with conditions and goes for each empty one.
 */
export function EndPanel({ flow, nodeId, operators, lists, onSave, onClose, variant = 'workflow' }: EndPanelProps) {
  const { node } = requireNode(flow, nodeId);
  const rowOperators = useMemo(() => builderOperators(operators), [operators]);
  const context = useMemo(() => conditionContext(flow, nodeId, rowOperators), [flow, nodeId, rowOperators]);
  const [loaded] = useState(() => loadEndConditions(flow, context));
  const initial: Groups = { accept: loaded.accept.group, reject: loaded.reject.group, manualReview: loaded.manualReview.group };
  const [saved, setSaved] = useState<Groups>(initial);
  const [groups, setGroups] = useState<Groups>(initial);
  const [shown, setShown] = useState<Shown>({ accept: initial.accept !== null, reject: initial.reject !== null, manualReview: initial.manualReview !== null });
  const editing = useConditionEditing();
  const isChanged = END_PANEL_OUTCOMES.some((outcome) => groups[outcome] !== saved[outcome]);

  const set = (outcome: EndOutcome, group: ConditionGroup | null) => {
    setGroups((current) => ({ ...current, [outcome]: group }));
    if (group === null) setShown((current) => ({ ...current, [outcome]: false }));
  };

  const save = () => {
    const next = editing.save(
      END_PANEL_OUTCOMES.map((outcome) => groups[outcome]),
      context,
      () => saveEndConditions(flow, groups, context),
    );
    if (!next) return;
    setSaved(groups);
    onSave(next);
  };

  return (
    <ConditionPanelFrame badge={panelBadge(node)} isChanged={isChanged} onSave={save} onClose={onClose}>
      <PanelSections>
        <EndTitle>{END_PANEL_TITLES[variant]}</EndTitle>
        {editing.message && <PanelMessage role="alert">{editing.message}</PanelMessage>}
        {END_PANEL_OUTCOMES.map((outcome) => {
          const name = endOutcomeName(outcome);
          const error = loaded[outcome].error;
          return (
            <EndSet key={outcome} aria-label={name}>
              <EndSetHeader>
                <EndSetName>
                  <Badge tone={endNodeTone[outcome]}>{name}</Badge>
                </EndSetName>
                {shown[outcome] && !error && <IconButton icon="trash" size="sm" label={`Delete ${name} conditions`} onPress={() => set(outcome, null)} />}
                <Button
                  variant="secondary"
                  size="sm"
                  iconStart={<Icon name="plus" size="sm" />}
                  aria-label={`Add ${name} conditions`}
                  isDisabled={shown[outcome] || error !== null}
                  onPress={() => setShown((current) => ({ ...current, [outcome]: true }))}
                >
                  Add
                </Button>
              </EndSetHeader>
              {error && <PanelMessage role="alert">{unreadableCondition(error)}</PanelMessage>}
              {shown[outcome] && !error && (
                <ConditionBuilder
                  name={name}
                  value={groups[outcome]}
                  onChange={(group) => set(outcome, group)}
                  catalog={context.catalog}
                  operators={rowOperators}
                  lists={lists}
                  rowErrors={editing.rowErrors}
                />
              )}
            </EndSet>
          );
        })}
      </PanelSections>
    </ConditionPanelFrame>
  );
}
