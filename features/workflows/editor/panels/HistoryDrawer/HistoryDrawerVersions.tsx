import { Badge, Button, DateTime } from '~/design-system';
import type { WorkflowVersionSummary } from '../../../api/workflowVersions';
import { Muted, VersionItem, VersionList, VersionMeta, VersionName } from './HistoryDrawer.styles';

export interface HistoryDrawerVersionsProps {
  /** Newest first; the first is the current version. */
  versions: readonly WorkflowVersionSummary[];
  /** Shows a Restore button on every version but the current one. */
  canRestore: boolean;
  onRestore: (version: number) => void;
}

/** Who stored the version; a removed user or seeded data has no author. */
function Author({ createdBy }: Pick<WorkflowVersionSummary, 'createdBy'>) {
  if (!createdBy) return <span>Unknown user</span>;
  return (
    <>
      <span>{createdBy.name}</span>
      <Muted>{createdBy.email}</Muted>
    </>
  );
}

/** The versions of a workflow, newest first: number, who stored it and when, and Restore. */
export function HistoryDrawerVersions({ versions, canRestore, onRestore }: HistoryDrawerVersionsProps) {
  return (
    <VersionList aria-label="Versions">
      {versions.map((entry, index) => (
        <VersionItem key={entry.version} aria-label={`Version ${entry.version}`}>
          <VersionName>
            Version {entry.version}
            {index === 0 && (
              <Badge size="sm" tone="success">
                Current
              </Badge>
            )}
          </VersionName>
          <VersionMeta>
            <Author createdBy={entry.createdBy} />
            <Muted>
              <DateTime value={entry.createdAt} format="dd-MM-yyyy hh:mm a" />
            </Muted>
          </VersionMeta>
          {canRestore && index > 0 ? (
            <Button size="sm" variant="secondary" aria-label={`Restore version ${entry.version}`} onPress={() => onRestore(entry.version)}>
              Restore
            </Button>
          ) : (
            <span />
          )}
        </VersionItem>
      ))}
    </VersionList>
  );
}
