import { theme, type NodeCardTagColor } from '~/design-system';
import type { StepCardView } from './stepCard';
import { OverviewPress, OverviewRoot, overviewTone } from './StepOverview.styles';

const TONE_COLOR = {
  accent: theme.color.accent.solid,
  cyan: theme.color.tag.cyan,
  gray: theme.color.fg.subtle,
  success: theme.color.success.solid,
  danger: theme.color.danger.solid,
  info: theme.color.info.solid,
} as const;

const TAG_COLOR: Record<NodeCardTagColor, string> = {
  gray: theme.color.fg.subtle,
  orange: theme.color.warning.solid,
  green: theme.color.success.solid,
  red: theme.color.danger.solid,
};

export interface StepOverviewProps {
  card: StepCardView;
  isDimmed: boolean;
  isHighlighted: boolean;
  onPress: () => void;
}

/** The step as the canvas shows it when zoomed far out (level of detail): kind colour and name. */
export function StepOverview({ card, isDimmed, isHighlighted, onPress }: StepOverviewProps) {
  const tone = card.variant === 'tag' ? TAG_COLOR[card.tagColor ?? 'gray'] : TONE_COLOR[overviewTone[card.variant]];
  return (
    <OverviewRoot $tone={tone} $dimmed={isDimmed} $highlighted={isHighlighted}>
      <span aria-hidden>{card.name}</span>
      <OverviewPress aria-label={card.name} onPress={onPress} />
    </OverviewRoot>
  );
}
