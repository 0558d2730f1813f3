import { statusBadge } from '~/features/reports/model';
import type { QuickLink } from '../../api';
import { ActivityLine, ActivityOutcome, ActivityRoot, ActivityStep } from './QuickLinkActivity.styles';

/** The outcomes in the order a reader expects: decisions first, then waiting and failed ones. */
const OUTCOME_ORDER = ['ACCEPTED', 'REJECTED', 'MANUAL_REVIEW', 'AWAITING', 'PROCESSING', 'ERROR'] as const;

export interface QuickLinkActivityProps {
  link: Pick<QuickLink, 'name' | 'openedCount' | 'startedCount' | 'completedCount' | 'outcomeCounts'>;
}

/**
 * What happened through a link (beyond the specification, issue 16), in two lines that fit a table
 * row: opened → started → completed, then the transactions by outcome in their colours.
 */
export function QuickLinkActivity({ link }: QuickLinkActivityProps) {
  const outcomes = OUTCOME_ORDER.flatMap((outcome) => {
    const count = link.outcomeCounts[outcome] ?? 0;
    return count > 0 ? [{ outcome, count, ...statusBadge(outcome) }] : [];
  });
  const outcomeText = outcomes.map(({ count, label }) => `${count} ${label}`).join(', ');
  return (
    <ActivityRoot>
      <ActivityLine aria-label={`Activity of ${link.name}`}>
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
      </ActivityLine>
      <ActivityLine aria-label={`Outcomes of ${link.name}`} title={outcomeText || undefined}>
        {outcomes.length === 0 ? (
          <ActivityStep>No outcomes yet</ActivityStep>
        ) : (
          outcomes.map(({ outcome, count, tone, label }) => (
            <ActivityOutcome key={outcome} $tone={tone}>
              {count} {label}
            </ActivityOutcome>
          ))
        )}
      </ActivityLine>
    </ActivityRoot>
  );
}
