import { useId } from 'react';
import { Icon, type IconName } from '~/design-system';
import type { Supplier } from '../../../api';
import { ServiceList, type BuilderScope } from '../ServiceList';
import {
  AddActionHeader,
  AddActionMenuRoot,
  AddActionPane,
  AddActionPanes,
  StepOption,
  StepOptionCard,
  StepOptionDescription,
  StepOptionIcon,
  StepOptionText,
  StepOptions,
} from './AddActionMenu.styles';

/** A capability the workflow may use (document 2 section 5.5: active, offered to the plan). */
export interface OfferedCapability {
  id: string;
  name: string;
  description: string;
}

/** What the user chose to add. */
export type AddAction = { kind: 'service'; service: Supplier } | { kind: 'await' } | { kind: 'tag' } | { kind: 'end' } | { kind: 'capability'; capability: OfferedCapability };

interface StepChoice {
  kind: 'await' | 'tag' | 'end';
  title: string;
  description: string;
  icon: IconName;
  tone: 'cyan' | 'violet' | 'green';
}

const stepChoices: readonly StepChoice[] = [
  { kind: 'await', title: 'Awaits', description: 'Pauses the execution and waits for user to add input.', icon: 'clock', tone: 'cyan' },
  { kind: 'tag', title: 'Tag', description: 'Intermediate steps that can be applied when a particular condition is met.', icon: 'capability', tone: 'violet' },
  { kind: 'end', title: 'End State', description: 'End States are the final outcomes of a transaction.', icon: 'success', tone: 'green' },
];

export interface AddActionMenuProps {
  /** Ids of the services the flow already uses. */
  usedServiceIds: readonly string[];
  /** Workflow routes offer End State; the capability builder does not. */
  scope: BuilderScope;
  /** Capabilities offered in a workflow: choosing one adds an await, then its columns. */
  capabilities?: readonly OfferedCapability[];
  onChoose: (action: AddAction) => void;
}

function StepChoiceButton({ choice, onPress }: { choice: Omit<StepChoice, 'kind'>; onPress: () => void }) {
  const descriptionId = useId();
  return (
    <StepOptionCard>
      <StepOptionIcon $tone={choice.tone} aria-hidden>
        <Icon name={choice.icon} />
      </StepOptionIcon>
      <StepOptionText>
        <StepOption onPress={onPress} aria-describedby={descriptionId}>
          {choice.title}
        </StepOption>
        <StepOptionDescription id={descriptionId}>{choice.description}</StepOptionDescription>
      </StepOptionText>
    </StepOptionCard>
  );
}

/**
 * The Add Action menu's content (document 2 section 2.6), 730 × 425: services on the left,
 * Awaits, Tag and (in workflows) End State on the right. Reports the choice through `onChoose`.
 */
export function AddActionMenu({ usedServiceIds, scope, capabilities = [], onChoose }: AddActionMenuProps) {
  const titleId = useId();
  const choices = stepChoices.filter((choice) => choice.kind !== 'end' || scope === 'workflow');
  return (
    <AddActionMenuRoot aria-labelledby={titleId}>
      <AddActionHeader>
        <h2 id={titleId}>Add Action</h2>
        <p>An event that a workflow performs after it starts</p>
      </AddActionHeader>
      <AddActionPanes>
        <AddActionPane>
          <h3>Services</h3>
          <ServiceList usedServiceIds={usedServiceIds} scope={scope} onSelect={(service) => onChoose({ kind: 'service', service })} />
        </AddActionPane>
        <AddActionPane>
          <h3>Steps</h3>
          <StepOptions>
            {choices.map((choice) => (
              <StepChoiceButton key={choice.kind} choice={choice} onPress={() => onChoose({ kind: choice.kind })} />
            ))}
          </StepOptions>
          {scope === 'workflow' && capabilities.length > 0 && (
            <>
              <h3>Capabilities</h3>
              <StepOptions aria-label="Capabilities">
                {capabilities.map((capability) => (
                  <StepChoiceButton
                    key={capability.id}
                    choice={{ title: capability.name, description: capability.description, icon: 'capability', tone: 'cyan' }}
                    onPress={() => onChoose({ kind: 'capability', capability })}
                  />
                ))}
              </StepOptions>
            </>
          )}
        </AddActionPane>
      </AddActionPanes>
    </AddActionMenuRoot>
  );
}
