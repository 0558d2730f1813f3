import { Modal } from '~/design-system';
import type { Supplier } from '../../../api';
import { ServiceList, type BuilderScope } from '../ServiceList';
import { ServiceModalBody } from './ServiceModal.styles';

export interface ServiceModalProps {
  isOpen: boolean;
  /** The service a Replace starts from: the modal then reads 'Edit Service'. */
  currentServiceId?: string;
  usedServiceIds: readonly string[];
  scope: BuilderScope;
  onSelect: (service: Supplier) => void;
  onCancel: () => void;
}

/** 'New Service' or 'Edit Service' (document 2 section 2.6): the searchable service list in a modal. */
export function ServiceModal({ isOpen, currentServiceId, usedServiceIds, scope, onSelect, onCancel }: ServiceModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={currentServiceId ? 'Edit Service' : 'New Service'}
      description="An event that a workflow performs after it starts"
      size="lg"
    >
      <ServiceModalBody>
        <ServiceList usedServiceIds={usedServiceIds} currentServiceId={currentServiceId} scope={scope} onSelect={onSelect} />
      </ServiceModalBody>
    </Modal>
  );
}
