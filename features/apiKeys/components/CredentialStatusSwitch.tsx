import { Switch, Tooltip } from '~/design-system';
import type { Credential } from '../api';

export const NO_TOGGLE_PERMISSION = "You don't have permission to toggle this API key";

export interface CredentialStatusSwitchProps {
  credential: Credential;
  canToggle: boolean;
  isPending: boolean;
  onToggle: (credential: Credential) => void;
}

/** The key's active/inactive switch (document 1 section 4.5); without permission it is disabled with a tooltip. */
export function CredentialStatusSwitch({ credential, canToggle, isPending, onToggle }: CredentialStatusSwitchProps) {
  const active = credential.status === 'active';
  const control = (
    <Switch
      aria-label={`Active: ${credential.app_name}`}
      label={active ? 'Active' : 'Inactive'}
      isSelected={active}
      isDisabled={!canToggle || isPending}
      onChange={() => onToggle(credential)}
      size="sm"
    />
  );
  return canToggle ? (
    control
  ) : (
    <Tooltip content={NO_TOGGLE_PERMISSION} wrapDisabled>
      {control}
    </Tooltip>
  );
}
