import { Button, CopyButton, Icon, Modal, Text } from '~/design-system';
import { IdRow, IdText, SuccessIcon } from './PublishSuccessModal.styles';

export interface PublishSuccessModalProps {
  isOpen: boolean;
  workflowId: string;
  onViewIntegration: () => void;
  onTryout: () => void;
  onClose: () => void;
}

/** Shown after the first publish (document 2 section 2.12): the new id with a copy control, and where to go next. */
export function PublishSuccessModal({ isOpen, workflowId, onViewIntegration, onTryout, onClose }: PublishSuccessModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Good job publishing that Workflow"
      description="Your workflow is live. Integrate it through the API or try it out now."
      centered
      hideCloseButton
      icon={
        <SuccessIcon>
          <Icon name="success" />
        </SuccessIcon>
      }
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button variant="secondary" onPress={onViewIntegration}>
            View Integration
          </Button>
          <Button onPress={onTryout}>Tryout</Button>
        </>
      }
    >
      <IdRow>
        <IdText>
          <Text variant="caption" tone="muted" id="published-workflow-id-label">
            Workflow ID
          </Text>
          <Text variant="code" aria-labelledby="published-workflow-id-label">
            {workflowId}
          </Text>
        </IdText>
        <CopyButton value={workflowId} label="Copy workflow ID" />
      </IdRow>
    </Modal>
  );
}
