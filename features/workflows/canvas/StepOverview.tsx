import type { HTMLAttributes } from 'react';
import type { StepCardView } from './stepCard';
import { overviewTone, tagOverviewTone } from './StepOverview.styles';

export interface StepOverviewProps extends Pick<HTMLAttributes<HTMLButtonElement>, 'onKeyDown' | 'tabIndex'> {
  card: StepCardView;
  isDimmed: boolean;
  isHighlighted: boolean;
  onPress: () => void;
}

/**
 * The step as the canvas shows it when zoomed far out (level of detail): kind colour and name.
 * Large flows show hundreds of these at once, so it is one native button, styled by the canvas
 * root (`stepOverviewCss`) rather than a styled or react-aria component each. It is named by its
 * label, as the full card is, and draws that label as its name: a dimmed step's faded text is
 * decoration.
 */
export function StepOverview({ card, isDimmed, isHighlighted, onPress, ...handlers }: StepOverviewProps) {
  const tone = card.variant === 'tag' ? tagOverviewTone[card.tagColor ?? 'gray'] : overviewTone[card.variant];
  return (
    <button
      type="button"
      className="vf-step-overview"
      data-tone={tone}
      data-dimmed={isDimmed || undefined}
      data-highlighted={isHighlighted || undefined}
      aria-label={card.name}
      onClick={onPress}
      {...handlers}
    />
  );
}
