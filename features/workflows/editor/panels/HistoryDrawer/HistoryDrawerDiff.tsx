import { useMemo } from 'react';
import { Badge, EmptyState, ErrorState, Skeleton } from '~/design-system';
import { diffSummary, versionDiff, type StepDiff, type StepDiffType } from '../../../model/versionDiff';
import type { Flow } from '../../../model/types';
import { BeforeAfter, ChangeList, DiffList, DiffStep, DiffStepHeader, DiffSummary, Muted } from './HistoryDrawer.styles';

const TYPE_LABEL: Readonly<Record<StepDiffType, string>> = { added: 'Added', removed: 'Removed', changed: 'Changed' };
const TYPE_TONE = { added: 'success', removed: 'danger', changed: 'info' } as const;

function StepDiffItem({ step }: { step: StepDiff }) {
  return (
    <DiffStep aria-label={`${TYPE_LABEL[step.type]}: ${step.label}`}>
      <DiffStepHeader>
        <Badge size="sm" tone={TYPE_TONE[step.type]}>
          {TYPE_LABEL[step.type]}
        </Badge>
        <strong>{step.label}</strong>
        <Muted>Column {step.column}</Muted>
      </DiffStepHeader>
      {step.changes.length > 0 && (
        <ChangeList>
          {step.changes.map((change, index) => (
            <li key={index}>
              {change.text}
              {(change.before !== undefined || change.after !== undefined) && (
                <BeforeAfter>
                  <dt>Before</dt>
                  <dd>{change.before}</dd>
                  <dt>After</dt>
                  <dd>{change.after}</dd>
                </BeforeAfter>
              )}
            </li>
          ))}
        </ChangeList>
      )}
    </DiffStep>
  );
}

export interface HistoryDrawerDiffProps {
  /** The flows of the two chosen versions; undefined while loading. */
  from: Flow | undefined;
  to: Flow | undefined;
  fromVersion: number;
  toVersion: number;
  error?: unknown;
  onRetry?: () => void;
}

/** The structural difference between two versions: a summary, then each step added, removed or changed. */
export function HistoryDrawerDiff({ from, to, fromVersion, toVersion, error, onRetry }: HistoryDrawerDiffProps) {
  const diff = useMemo(() => (from && to ? versionDiff(from, to) : null), [from, to]);
  if (error) return <ErrorState size="sm" title="Unable to load the versions" onRetry={onRetry} />;
  if (!diff) return <Skeleton size="md" count={3} label="Loading the differences" />;
  if (diff.steps.length === 0) {
    return <EmptyState size="sm" icon="check" title="No differences" description={`Version ${fromVersion} and version ${toVersion} have the same steps and conditions.`} />;
  }
  return (
    <>
      <DiffSummary role="status">
        From version {fromVersion} to version {toVersion}: {diffSummary(diff)}
      </DiffSummary>
      <DiffList aria-label="Differences">
        {diff.steps.map((step) => (
          <StepDiffItem key={`${step.type}-${step.nodeId}`} step={step} />
        ))}
      </DiffList>
    </>
  );
}
