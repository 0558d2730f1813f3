export { Tooltip } from './Tooltip';
export type { TooltipProps, TooltipPlacement } from './Tooltip';
export { AnchoredTooltip } from './AnchoredTooltip';
export type { AnchoredTooltipProps } from './AnchoredTooltip';
