import type { ReactNode } from 'react';
import { Badge, Button, ResizablePanel } from '~/design-system';
import { PanelBadgeText } from './ConditionBuilder.styles';

export const CONDITION_PANEL_TITLE = 'Condition';

export interface ConditionPanelFrameProps {
  /** 'Tag {name}', 'Run {name}' or 'End flow with …' (section 2.9). */
  badge: string;
  /** Shows Save: there is a change to save. */
  isChanged: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The bottom panel the condition, branch and end panels share (section 2.9): 65 % high, up to
 * 90 %, resized from its top edge, titled 'Condition' with the step's badge, Save after a change.
 * It takes its room below the canvas (whose controls stay in view above it), takes the focus when it
 * opens, and Escape closes it.
 */
export function ConditionPanelFrame({ badge, isChanged, onSave, onClose, children }: ConditionPanelFrameProps) {
  return (
    <ResizablePanel
      title={CONDITION_PANEL_TITLE}
      headerContent={
        <Badge tone="accent">
          <PanelBadgeText>{badge}</PanelBadgeText>
        </Badge>
      }
      actions={
        isChanged ? (
          <Button size="sm" onPress={onSave}>
            Save
          </Button>
        ) : null
      }
      onClose={onClose}
      closeLabel="Close condition panel"
      resizeLabel="Resize condition panel"
      defaultHeight={65}
      maxHeight={90}
      isInline
      focusOnOpen
    >
      {children}
    </ResizablePanel>
  );
}
