import { TooltipArrow } from './Tooltip.styles';

/** The small triangle that points a tooltip at its trigger. */
export function TooltipPointer() {
  return (
    <TooltipArrow>
      <svg width={10} height={5} viewBox="0 0 10 5" aria-hidden="true">
        <path d="M0 0 L5 5 L10 0 Z" />
      </svg>
    </TooltipArrow>
  );
}
