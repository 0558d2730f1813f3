import { Switch, Tooltip } from '~/design-system';
import type { Mode, ModeBannerState } from '~/lib/session';
import { BannerRoot, BannerTab, RequestButton } from './ModeBanner.styles';

export interface ModeBannerProps {
  mode: Mode;
  state: ModeBannerState;
  onToggle: (next: Mode) => void;
  onRequestLive: () => void;
}

/**
 * The environment banner of document 1 section 2.6: a tab reading '{mode} Mode' with a switch,
 * terracotta in test mode and blue in live mode.
 */
export function ModeBanner({ mode, state, onToggle, onRequestLive }: ModeBannerProps) {
  if (!state.shown) return null;
  const label = `${mode} Mode`;
  const modeSwitch = (
    <Switch
      size="sm"
      tone={mode}
      isSelected={mode === 'live'}
      isDisabled={!state.switchEnabled}
      onChange={(live) => onToggle(live ? 'live' : 'test')}
      aria-label={label}
    />
  );
  return (
    <BannerRoot $mode={mode} role="region" aria-label="Environment">
      <BannerTab $mode={mode}>
        <span>{label}</span>
        <Tooltip content={state.tooltip} wrapDisabled={!state.switchEnabled}>
          {modeSwitch}
        </Tooltip>
        {state.requestLink && <RequestButton onPress={onRequestLive}>Request</RequestButton>}
      </BannerTab>
    </BannerRoot>
  );
}
