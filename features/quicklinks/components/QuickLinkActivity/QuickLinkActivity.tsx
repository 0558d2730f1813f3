import { StatusBadge } from '~/design-system';
import { statusBadge } from '~/features/reports/model';
import type { QuickLink } from '../../api';
import { ActivityOutcomes, ActivityRoot, ActivityStep, ActivitySteps } from './QuickLinkActivity.styles';

/** The outcomes in the order a reader expects: decisions first, then waiting and failed ones. */
const OUTCOME_ORDER = ['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'AWAITING', 'PROCESSING', 'ERROR'] as const;

export interface QuickLinkActivityProps {
  link: Pick<QuickLink, 'name' | 'openedCount' | 'startedCount' | 'completedCount' | 'outcomeCounts'>;
}

/**
 * What happened through a link (beyond the specification, issue 16): opened → started →
 * completed, then the transactions by outcome.
 */
export function QuickLinkActivity({ link }: QuickLinkActivityProps) {
  const outcomes = OUTCOME_ORDER.flatMap((outcome) => {
    const count = link.outcomeCounts[outcome] ?? 0;
    return count > 0 ? [{ outcome, count }] : [];
  });
  return (
    <ActivityRoot>
      <ActivitySteps aria-label={`Activity of ${link.name}`}>
        <ActivityStep>
          <strong>{link.openedCount}</strong> opened
        </ActivityStep>
        <ActivityStep aria-hidden>→</ActivityStep>
        <ActivityStep>
          <strong>{link.startedCount}</strong> started
        </ActivityStep>
        <ActivityStep aria-hidden>→</ActivityStep>
        <ActivityStep>
          <strong>{link.completedCount}</strong> completed
        </ActivityStep>
      </ActivitySteps>
      {outcomes.length > 0 && (
        <ActivityOutcomes aria-label={`Outcomes of ${link.name}`}>
          {outcomes.map(({ outcome, count }) => {
            const badge = statusBadge(outcome);
            return (
              <li key={outcome}>
                <StatusBadge tone={badge.tone} label={`${count} ${badge.label}`} size="sm" />
              </li>
            );
          })}
        </ActivityOutcomes>
      )}
    </ActivityRoot>
  );
}
