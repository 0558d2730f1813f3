import { useState } from 'react';
import { Button, Modal, RadioCardGroup, type RadioCardOption } from '~/design-system';

/** The three outcomes a flow can end with (document 2 section 4.6). */
export type EndStateKind = 'accept' | 'reject' | 'manualReview';

const options: readonly (RadioCardOption & { id: EndStateKind })[] = [
  { id: 'accept', title: 'Accept', description: 'End the flow and accept the transaction.' },
  { id: 'reject', title: 'Reject', description: 'End the flow and reject the transaction.' },
  { id: 'manualReview', title: 'Manual Review', description: 'End the flow and send the transaction for manual review.' },
];

const isEndStateKind = (id: string | null): id is EndStateKind => options.some((option) => option.id === id);

export interface EndStateChooserProps {
  isOpen: boolean;
  /** The end state already chosen (when replacing an end node). */
  defaultValue?: EndStateKind;
  /** 'Add' by default; 'Update' when replacing. */
  confirmLabel?: string;
  onChoose: (kind: EndStateKind) => void;
  onCancel: () => void;
}

function EndStateChooserBody({ defaultValue, confirmLabel = 'Add', onChoose, onCancel }: Omit<EndStateChooserProps, 'isOpen'>) {
  const [chosen, setChosen] = useState<EndStateKind | null>(defaultValue ?? null);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="End State"
      description="End States are the final outcomes of a transaction."
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button isDisabled={chosen === null} onPress={() => chosen && onChoose(chosen)}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <RadioCardGroup label="Outcome" options={options} columns={1} value={chosen} onChange={(id) => setChosen(isEndStateKind(id) ? id : null)} />
    </Modal>
  );
}

/** Chooses Accept, Reject or Manual Review; the button stays disabled until one is chosen. */
export function EndStateChooser({ isOpen, ...rest }: EndStateChooserProps) {
  return isOpen ? <EndStateChooserBody {...rest} /> : null;
}
