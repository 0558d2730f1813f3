import { useCallback, useState } from 'react';
import { ResizablePanel, Spinner, toast } from '~/design-system';
import { useConditionLists, useOperators } from '../api';
import { BranchPanel } from './panels/BranchPanel';
import { CONDITION_PANEL_TITLE, PanelMessage } from './panels/ConditionBuilder';
import { ConditionPanel } from './panels/ConditionPanel';
import { EndPanel } from './panels/EndPanel';
import { panelKindOf } from '../model/panels';
import type { Flow } from '../model/types';

/** Document 2, section 8: the success message of a condition save (shown 2000 ms). */
export const CONDITIONS_SAVED = 'Conditions saved successfully';
export const CONDITION_DATA_FAILED = 'Something went wrong..';

/** Each flow the editor holds gets a number: a panel starts again from the flow after a save, an undo or a redo. */
const versions = new WeakMap<Flow, number>();
let nextVersion = 0;
function versionOf(flow: Flow): number {
  let version = versions.get(flow);
  if (version === undefined) {
    nextVersion += 1;
    version = nextVersion;
    versions.set(flow, version);
  }
  return version;
}

/** Which step's panel is open (section 2.4: clicking a step opens its condition panel). */
export function useNodePanel() {
  const [nodeId, setNodeId] = useState<string | null>(null);
  const open = useCallback((flow: Flow, id: string) => setNodeId(panelKindOf(flow, id) ? id : null), []);
  const close = useCallback(() => setNodeId(null), []);
  return { nodeId, open, close };
}

export interface NodePanelsProps {
  flow: Flow;
  nodeId: string | null;
  onClose: () => void;
  /** A saved panel's flow, recorded in the editor's history. */
  onChange: (flow: Flow) => void;
  variant?: 'workflow' | 'capability';
}

/** The condition, branch or end panel of the clicked step, with the operators and lists it offers. */
export function NodePanels({ flow, nodeId, onClose, onChange, variant = 'workflow' }: NodePanelsProps) {
  const operators = useOperators();
  const lists = useConditionLists();
  const kind = nodeId ? panelKindOf(flow, nodeId) : null;
  if (!nodeId || !kind) return null;
  if (operators.error || lists.error || !operators.data || !lists.data) {
    const failed = Boolean(operators.error || lists.error);
    return (
      <ResizablePanel title={CONDITION_PANEL_TITLE} onClose={onClose} closeLabel="Close condition panel" resizeLabel="Resize condition panel" isInline focusOnOpen>
        {failed ? <PanelMessage role="alert">{CONDITION_DATA_FAILED}</PanelMessage> : <Spinner label="Loading operators" />}
      </ResizablePanel>
    );
  }
  const key = `${nodeId}:${versionOf(flow)}`;
  const props = {
    flow,
    nodeId,
    operators: operators.data,
    lists: lists.data,
    onClose,
    onSave: (next: Flow) => {
      onChange(next);
      toast.success(CONDITIONS_SAVED, { durationMs: 2000 });
    },
  };
  if (kind === 'branch') return <BranchPanel key={key} {...props} />;
  if (kind === 'end') return <EndPanel key={key} {...props} variant={variant} />;
  return <ConditionPanel key={key} {...props} />;
}
