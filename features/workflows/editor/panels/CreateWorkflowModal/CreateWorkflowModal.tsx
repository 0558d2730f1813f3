import { useEffect, useState } from 'react';
import { Badge, Button, ErrorState, Modal, RadioCardGroup, Spinner, Text, type RadioCardOption } from '~/design-system';
import { useUseCases, type UseCaseOption } from '../../../api';
import { CreatingMessage, UseCaseDescription, UseCaseTags } from './CreateWorkflowModal.styles';

/** How long the onboarding loader shows before the editor opens (document 2 section 9). */
export const ONBOARDING_LOADER_MS = 2000;

export type WorkflowUseCase = UseCaseOption['value'];

export interface CreateWorkflowModalProps {
  isOpen: boolean;
  /** Called with the chosen lifecycle stage once the loader has run. */
  onCreate: (useCase: WorkflowUseCase) => void;
  /** Back to My Workflows. */
  onCancel: () => void;
}

function optionOf(useCase: UseCaseOption): RadioCardOption {
  return {
    id: useCase.value,
    title: useCase.displayText,
    comingSoon: useCase.comingSoon,
    description: (
      <UseCaseDescription>
        {useCase.description}
        {useCase.tags.length > 0 && (
          <UseCaseTags>
            {useCase.tags.map((tag) => (
              <Badge key={tag} size="sm" tone="neutral">
                {tag}
              </Badge>
            ))}
          </UseCaseTags>
        )}
      </UseCaseDescription>
    ),
  };
}

function CreateWorkflowModalBody({ onCreate, onCancel }: Omit<CreateWorkflowModalProps, 'isOpen'>) {
  const { data: useCases, error, isLoading, mutate } = useUseCases();
  const [chosen, setChosen] = useState<WorkflowUseCase | null>(null);
  const [isCreating, setCreating] = useState(false);

  useEffect(() => {
    if (!isCreating || chosen === null) return undefined;
    const timer = setTimeout(() => onCreate(chosen), ONBOARDING_LOADER_MS);
    return () => clearTimeout(timer);
  }, [isCreating, chosen, onCreate]);

  const choose = (id: string | null) => setChosen(useCases?.find((useCase) => useCase.value === id && !useCase.comingSoon)?.value ?? null);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !isCreating) onCancel();
      }}
      title="Create your Workflow"
      size="lg"
      isDismissable={!isCreating}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isCreating}>
            Cancel
          </Button>
          <Button isDisabled={chosen === null && !isCreating} isLoading={isCreating} onPress={() => setCreating(true)}>
            Create Workflow
          </Button>
        </>
      }
    >
      {isLoading && <Spinner label="Loading lifecycle stages" />}
      {error && <ErrorState description="It seems there is a technical issue that is preventing data from loading." onRetry={() => void mutate()} size="sm" />}
      {useCases && (
        <RadioCardGroup
          label="Which digital lifecycle stage do you want to secure?"
          options={useCases.map(optionOf)}
          value={chosen}
          onChange={choose}
          isDisabled={isCreating}
        />
      )}
      {isCreating && (
        <CreatingMessage role="status">
          <Spinner size="sm" />
          <Text tone="muted">Setting up your workflow…</Text>
        </CreatingMessage>
      )}
    </Modal>
  );
}

/** The onboarding modal of a new workflow (document 2 section 2.4): choose the lifecycle stage to secure. */
export function CreateWorkflowModal({ isOpen, ...rest }: CreateWorkflowModalProps) {
  return isOpen ? <CreateWorkflowModalBody {...rest} /> : null;
}
