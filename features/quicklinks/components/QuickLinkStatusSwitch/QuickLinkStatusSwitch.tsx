import { useId } from 'react';
import { Switch, Tooltip } from '~/design-system';
import type { QuickLink } from '../../api';
import { statusSwitchState } from '../../model';
import { SwitchHint, SwitchWrap } from './QuickLinkStatusSwitch.styles';

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
 * off, cannot be pressed and its tooltip says 'Transaction limit reached' (reached by pointer and
 * keyboard through the tooltip's stand-in); otherwise it says 'Available transactions: N', as the
 * switch's description and its hover title (a react-aria switch cannot be a tooltip trigger).
 */
export function QuickLinkStatusSwitch({ link, canUpdate, pendingEnabled, onToggle }: QuickLinkStatusSwitchProps) {
  const hintId = useId();
  const state = statusSwitchState(link);
  const isPending = pendingEnabled !== undefined;
  const refused = state.isRefused || !canUpdate;
  const tooltip = state.isRefused || canUpdate ? state.tooltip : NO_UPDATE_PERMISSION;
  const control = (
    <Switch
      aria-label={`Status: ${link.name}`}
      aria-describedby={refused ? undefined : hintId}
      size="sm"
      isSelected={isPending ? pendingEnabled : state.isSelected}
      isDisabled={refused || isPending}
      onChange={() => onToggle(link)}
    />
  );
  if (refused) {
    return (
      <Tooltip content={tooltip} wrapDisabled>
        {control}
      </Tooltip>
    );
  }
  return (
    <SwitchWrap title={tooltip}>
      {control}
      <SwitchHint id={hintId}>{tooltip}</SwitchHint>
    </SwitchWrap>
  );
}
