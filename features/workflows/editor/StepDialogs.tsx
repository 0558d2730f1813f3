import { AddActionMenuPopover } from './panels/AddActionMenu';
import { useOfferedCapabilities } from '../api/capabilities';
import { AwaitsModal } from './panels/AwaitsModal';
import { ChangeStepConfirm } from './panels/ChangeStepConfirm';
import { DeleteStepConfirm } from './panels/DeleteStepConfirm';
import { EndStateChooser } from './panels/EndStateChooser';
import { InputStepPanel } from './panels/InputStepPanel';
import { TagModal } from './panels/TagModal';
import { outcomeOf } from '../model/kinds';
import { findNode, usedServiceIds, usedTagNames } from '../model/queries';
import type { Flow, FlowNode } from '../model/types';
import { ConfigureStep } from './ConfigureStep';
import type { StepTarget } from './stepDialog';
import { deletableKind, stepName } from './stepSources';
import type { StepEditing } from './useStepEditing';

const replacedNode = (flow: Flow, target: StepTarget): FlowNode | null => ('replaceId' in target ? (findNode(flow, target.replaceId)?.node ?? null) : null);

/** The editor's menu, modals and panels over the canvas; at most one is open. The Add Action menu stays inside the canvas area (`data-canvas-area`), below the header. */
export function StepDialogs({ flow, editing, scope = 'workflow' }: { flow: Flow; editing: StepEditing; scope?: 'workflow' | 'capability' }) {
  const { dialog, close } = editing;
  const offered = useOfferedCapabilities(scope === 'workflow' && dialog?.kind === 'menu' && 'placement' in dialog.target);
  const nodeOf = (id: string) => findNode(flow, id)?.node ?? null;

  switch (dialog?.kind) {
    case 'menu':
      return (
        <AddActionMenuPopover
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          triggerRef={{ current: dialog.anchor }}
          boundaryElement={dialog.anchor.closest('[data-canvas-area]')}
          usedServiceIds={usedServiceIds(flow)}
          scope={scope}
          capabilities={offered}
          onChoose={editing.onChoose}
        />
      );
    case 'await': {
      const replaced = replacedNode(flow, dialog.target);
      return <AwaitsModal isOpen values={replaced?.kind === 'AWAIT' ? replaced.awaits?.[0]?.values : undefined} onAdd={editing.onAwait} onCancel={close} />;
    }
    case 'tag': {
      const replaced = replacedNode(flow, dialog.target);
      const edited = replaced?.kind === 'tag' ? { name: replaced.name, color: replaced.color ?? 'gray' } : undefined;
      return <TagModal isOpen tag={edited} usedTagNames={usedTagNames(flow)} onSubmit={editing.onTag} onCancel={close} />;
    }
    case 'end': {
      const replaced = replacedNode(flow, dialog.target);
      const outcome = replaced ? outcomeOf(replaced) : null;
      return <EndStateChooser isOpen defaultValue={outcome ?? undefined} confirmLabel={replaced ? 'Update' : 'Add'} onChoose={editing.onEndState} onCancel={close} />;
    }
    case 'confirmReplace': {
      const node = nodeOf(dialog.nodeId);
      if (!node) return null;
      return <ChangeStepConfirm isOpen kind={node.kind === 'tag' ? 'tag' : 'service'} name={stepName(node)} onConfirm={editing.onConfirmReplace} onCancel={close} />;
    }
    case 'delete': {
      const node = nodeOf(dialog.nodeId);
      if (!node) return null;
      return <DeleteStepConfirm isOpen kind={deletableKind(node)} name={stepName(node)} onConfirm={editing.onConfirmDelete} onCancel={close} />;
    }
    case 'configure': {
      const node = nodeOf(dialog.nodeId);
      if (!node) return null;
      return <ConfigureStep flow={flow} node={node} onSave={editing.onSaveConfiguration} onClose={close} />;
    }
    case 'input':
      return (
        <InputStepPanel
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
        />
      );
    default:
      return null;
  }
}
