import { Badge, Button, Icon, IconButton, TextField, Tooltip } from '~/design-system';
import { saveCapabilityMessages } from '../../model/saveCapabilityForm';
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
  /** The user may not save this capability: the builder is read-only and says so (issue 15). */
  readOnly?: boolean;
}

/** The capability builder's top bar (document 2 section 2.13): back, the name, Tryout and Publish/Update. */
export function CapabilityEditorHeader({ name, onNameChange, saveLabel, save, onSave, onBack, onTryout, readOnly = false }: CapabilityEditorHeaderProps) {
  const button = (
    <Button isDisabled={save.isDisabled} onPress={onSave}>
      {saveLabel}
    </Button>
  );
  return (
    <CapabilityHeaderRoot>
      <IconButton icon="arrowLeft" label="Back to capabilities" variant="ghost" onPress={onBack} />
      <CapabilityNameField>
        <TextField
          label="Capability name"
          value={name}
          onChange={onNameChange}
          maxLength={100}
          isDisabled={readOnly}
          isInvalid={!readOnly && save.nameError !== null}
          errorMessage={save.nameError ?? undefined}
        />
      </CapabilityNameField>
      <CapabilityHeaderActions>
        {onTryout && (
          <Button variant="secondary" onPress={onTryout}>
            Tryout
          </Button>
        )}
        {readOnly ? (
          <Badge tone="neutral" size="sm" icon={<Icon name="lock" size="sm" />} title={saveCapabilityMessages.noPermission}>
            View only
          </Badge>
        ) : save.isDisabled && save.tooltip ? (
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
