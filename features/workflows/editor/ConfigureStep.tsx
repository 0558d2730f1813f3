import { useInputAttributes, useSupplierInputOutput } from '../api';
import { ConfigureServicePanel } from './panels/ConfigureServicePanel';
import type { Flow, FlowNode, FlowNodeInput } from '../model/types';
import { inputVariables, serviceOutputVariables, stepName } from './stepSources';

interface ConfigureStepProps {
  flow: Flow;
  node: FlowNode;
  onSave: (inputs: FlowNodeInput[]) => void;
  onClose: () => void;
}

/** The Configure Service panel of one service node, once its service's inputs and outputs are in. */
export function ConfigureStep({ flow, node, onSave, onClose }: ConfigureStepProps) {
  const serviceId = node.supplierId ?? '';
  const { data: list } = useSupplierInputOutput(serviceId ? [serviceId] : []);
  const { data: attributes = [] } = useInputAttributes();
  const service = list?.suppliers.find((s) => s.id === serviceId);
  if (!service) return null;
  return (
    <ConfigureServicePanel
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      node={{ id: node.id, name: stepName(node), inputs: node.inputs }}
      service={service}
      inputVariables={inputVariables(flow, attributes)}
      serviceOutputVariables={serviceOutputVariables(flow, node.id)}
      onSave={onSave}
    />
  );
}
