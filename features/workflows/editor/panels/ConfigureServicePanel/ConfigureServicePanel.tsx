import { useState, type ReactNode } from 'react';
import { Badge, Button, Checkbox, Drawer, EmptyState } from '~/design-system';
import type { SupplierInputOutput } from '../../../api';
import { CONFIGURE_VISIBLE_COUNT, orderForConfigure } from '../../../model/configureOrder';
import { ConfigureInputRow } from './ConfigureInputRow';
import { Footer, InputRows, PanelBody, Section, SectionHeader, SideBox } from './ConfigureServicePanel.styles';
import { allRequiredState, initialInputs, setRequired, type MappableVariable, type NodeInput } from './configureInputs';

export interface ConfigureServicePanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The service node being configured. */
  node: { id: string; name: string; inputs?: readonly NodeInput[] };
  /** The node's service: its inputs (with optionality) and outputs (GET /suppliers/input-output). */
  service: SupplierInputOutput;
  /** The start step's attributes, as `input.{startId}.{key}` locations. */
  inputVariables: readonly MappableVariable[];
  /** Outputs of the services in earlier columns, as `source.{nodeId}.{key}` locations. */
  serviceOutputVariables: readonly MappableVariable[];
  /** The node's inputs after the changes, in the service's order. */
  onSave: (inputs: NodeInput[]) => void;
  /** The conditions section, below the configuration. */
  children?: ReactNode;
}

function ConfigureContent({ node, service, inputVariables, serviceOutputVariables, onSave, onOpenChange, children }: Omit<ConfigureServicePanelProps, 'isOpen'>) {
  const [inputs, setInputs] = useState(() => initialInputs(service.inputs, node.inputs, node.id));
  // The order is fixed when the panel opens, so rows do not jump while they are configured.
  const [order] = useState(() => orderForConfigure(inputs).map((input) => input.key));
  const [showAll, setShowAll] = useState(false);

  const byKey = new Map(inputs.map((input) => [input.key, input]));
  const ordered = order.flatMap((key) => byKey.get(key) ?? []);
  const shown = showAll ? ordered : ordered.slice(0, CONFIGURE_VISIBLE_COUNT);
  const hiddenCount = ordered.length - shown.length;
  const required = allRequiredState(inputs);
  const hasConditional = inputs.some((input) => input.optionality === 'CONDITIONAL');
  const update = (next: NodeInput) => setInputs((current) => current.map((input) => (input.key === next.key ? next : input)));

  if (service.inputs.length === 0) {
    return (
      <PanelBody>
        <EmptyState title="This service can't be configured" icon="info" size="sm" />
        {children}
      </PanelBody>
    );
  }

  return (
    <PanelBody>
      <Section aria-labelledby="configure-section-title">
        <SectionHeader>
          <h3 id="configure-section-title">Configure</h3>
          {hasConditional && (
            <Checkbox
              isSelected={required === 'all'}
              isIndeterminate={required === 'mixed'}
              onChange={(all) => setInputs((current) => current.map((input) => setRequired(input, all)))}
            >
              All Fields Required
            </Checkbox>
          )}
        </SectionHeader>
        <InputRows>
          {shown.map((input) => (
            <li key={input.key}>
              <ConfigureInputRow
                input={input}
                inputVariables={inputVariables}
                serviceOutputVariables={serviceOutputVariables}
                validationPattern={service.inputs.find((serviceInput) => serviceInput.key === input.key)?.validationPattern}
                onChange={update}
              />
            </li>
          ))}
        </InputRows>
        {hiddenCount > 0 && (
          <div>
            <Button variant="tertiary" size="sm" onPress={() => setShowAll(true)}>
              {`Configure More (${hiddenCount})`}
            </Button>
          </div>
        )}
      </Section>
      <SideBox aria-label="Inputs and outputs" role="region">
        <div>
          <h4>Inputs</h4>
          <ul>
            {service.inputs.map((input) => (
              <li key={input.key}>
                {input.displayName}
                <Badge size="sm" tone="neutral">
                  {input.type}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Outputs</h4>
          <ul>
            {service.outputs.map((output) => (
              <li key={output.key}>
                {output.displayName}
                <Badge size="sm" tone="neutral">
                  {output.type}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </SideBox>
      {children}
      <Footer>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onPress={() => onSave(inputs)}>Save</Button>
      </Footer>
    </PanelBody>
  );
}

/**
 * The Configure Service panel of a service node (document 2 section 2.10): the first 4 inputs,
 * then 'Configure More (n)', each mapped from a variable or given a static value; CONDITIONAL
 * inputs toggled required; the service's inputs and outputs beside. Hands the inputs back on Save.
 */
export function ConfigureServicePanel({ isOpen, onOpenChange, ...rest }: ConfigureServicePanelProps) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={rest.node.name} description={`Configure the inputs of ${rest.service.displayName}.`} size="lg">
      {isOpen && <ConfigureContent {...rest} onOpenChange={onOpenChange} />}
    </Drawer>
  );
}
