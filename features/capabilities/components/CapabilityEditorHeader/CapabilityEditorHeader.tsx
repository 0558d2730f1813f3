import { Button, IconButton, TextField, Tooltip } from '~/design-system';
import type { CapabilitySaveState } from '../../model/saveRules';
import { CapabilityHeaderRoot, CapabilityNameField, CapabilityHeaderActions } from './CapabilityEditorHeader.styles';

export interface CapabilityEditorHeaderProps {
  name: string;
  onNameChange: (name: string) => void;
  /** Publish on the create route, Update on the edit route. */
  saveLabel: 'Publish' | 'Update';
  save: CapabilitySaveState;
  onSave: () => void;
  onBack: () => void;
  /** The try-out of a saved, active capability; hidden otherwise. */
  onTryout?: () => void;
}

/** The capability builder's top bar (document 2 section 2.13): back, the name, Tryout and Publish/Update. */
export function CapabilityEditorHeader({ name, onNameChange, saveLabel, save, onSave, onBack, onTryout }: CapabilityEditorHeaderProps) {
  const button = (
    <Button isDisabled={save.isDisabled} onPress={onSave}>
      {saveLabel}
    </Button>
  );
  return (
    <CapabilityHeaderRoot>
      <IconButton icon="arrowLeft" label="Back to capabilities" variant="ghost" onPress={onBack} />
      <CapabilityNameField>
        <TextField label="Capability name" value={name} onChange={onNameChange} maxLength={100} isInvalid={save.nameError !== null} errorMessage={save.nameError ?? undefined} />
      </CapabilityNameField>
      <CapabilityHeaderActions>
        {onTryout && (
          <Button variant="secondary" onPress={onTryout}>
            Tryout
          </Button>
        )}
        {save.isDisabled && save.tooltip ? (
          <Tooltip content={save.tooltip} placement="bottom" wrapDisabled>
            {button}
          </Tooltip>
        ) : (
          button
        )}
      </CapabilityHeaderActions>
    </CapabilityHeaderRoot>
  );
}
