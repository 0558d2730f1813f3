import { Switch, Tooltip } from '~/design-system';
import type { QuickLink } from '../../api';
import { statusSwitchState } from '../../model';

/** Tooltip of the switch for a user who may not change QuickLinks (update:workflows). */
export const NO_UPDATE_PERMISSION = 'You do not have permission to update QuickLinks.';

export interface QuickLinkStatusSwitchProps {
  link: QuickLink;
  canUpdate: boolean;
  /** The state being saved, shown at once; undefined when nothing is pending. */
  pendingEnabled: boolean | undefined;
  onToggle: (link: QuickLink) => void;
}

/**
 * The STATUS switch (document 3 section 4): on a link whose transactions reached its limit it shows
 * off, cannot be pressed and says 'Transaction limit reached'; otherwise its tooltip says how many
 * transactions remain.
 */
export function QuickLinkStatusSwitch({ link, canUpdate, pendingEnabled, onToggle }: QuickLinkStatusSwitchProps) {
  const state = statusSwitchState(link);
  const isPending = pendingEnabled !== undefined;
  const refused = state.isRefused || !canUpdate;
  const control = (
    <Switch
      aria-label={`Status: ${link.name}`}
      size="sm"
      isSelected={isPending ? pendingEnabled : state.isSelected}
      isDisabled={refused || isPending}
      onChange={() => onToggle(link)}
    />
  );
  return (
    <Tooltip content={state.isRefused || canUpdate ? state.tooltip : NO_UPDATE_PERMISSION} wrapDisabled={refused}>
      {control}
    </Tooltip>
  );
}
