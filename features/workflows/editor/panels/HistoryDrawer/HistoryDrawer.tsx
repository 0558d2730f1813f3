import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, useApiEnvironment } from '~/lib/api';
import { ConfirmModal, Drawer, EmptyState, ErrorState, Select, Skeleton, toast } from '~/design-system';
import { useRestoreWorkflowVersion } from '../../../api/restoreWorkflowVersion';
import { workflowKey, type Workflow } from '../../../api/workflow';
import { useWorkflowVersion } from '../../../api/workflowVersion';
import { useWorkflowVersions, type WorkflowVersionSummary } from '../../../api/workflowVersions';
import { DrawerSections, Pickers, Section, SectionTitle } from './HistoryDrawer.styles';
import { HistoryDrawerDiff } from './HistoryDrawerDiff';
import { HistoryDrawerVersions } from './HistoryDrawerVersions';

export const HISTORY_TITLE = 'History';
export const RESTORE_FAILED = 'Unable to restore the version';
export const RESTORE_UNSAVED_WARNING = 'Your unsaved changes in the editor will be lost.';
const TRY_AGAIN = 'Some error occurred. Please try again.';

export const restoredToast = (version: number) => `Version ${version} restored`;

export interface HistoryDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  workflowId: string;
  /** The editor holds changes that are not saved: restoring replaces them, and the confirmation says so. */
  hasUnsavedChanges?: boolean;
  /** May restore (update:workflows); without it the drawer only reads. */
  canRestore?: boolean;
  /** The workflow after a restore, with the restored flow as its newest version. */
  onRestored?: (workflow: Workflow) => void;
}

const pickerItems = (versions: readonly WorkflowVersionSummary[]) =>
  versions.map((entry) => ({ id: String(entry.version), label: `Version ${entry.version}${entry.createdBy ? ` · ${entry.createdBy.name}` : ''}` }));

/**
 * Compares two versions picked from the list; starts with the one before the current against the
 * current (its owner re-keys it on a new version, so a save or a restore moves the comparison).
 */
function Comparison({ workflowId, versions }: { workflowId: string; versions: readonly WorkflowVersionSummary[] }) {
  const newest = versions[0]?.version ?? 1;
  const [fromVersion, setFromVersion] = useState(versions[1]?.version ?? newest);
  const [toVersion, setToVersion] = useState(newest);
  const from = useWorkflowVersion(workflowId, fromVersion);
  const to = useWorkflowVersion(workflowId, toVersion);
  const items = pickerItems(versions);
  return (
    <>
      <Pickers>
        <Select label="From" items={items} selectedKey={String(fromVersion)} onSelectionChange={(id) => id && setFromVersion(Number(id))} />
        <Select label="To" items={items} selectedKey={String(toVersion)} onSelectionChange={(id) => id && setToVersion(Number(id))} />
      </Pickers>
      <HistoryDrawerDiff
        from={from.data?.workflowObject}
        to={to.data?.workflowObject}
        fromVersion={fromVersion}
        toVersion={toVersion}
        error={from.error ?? to.error}
        onRetry={() => {
          void from.mutate();
          void to.mutate();
        }}
      />
    </>
  );
}

/**
 * The editor's History: every stored version of the workflow (who stored it and when), the
 * structural difference between any two, and Restore, which stores the chosen version's flow as
 * the newest version after a confirmation.
 */
export function HistoryDrawer({ isOpen, onOpenChange, workflowId, hasUnsavedChanges = false, canRestore = false, onRestored }: HistoryDrawerProps) {
  const list = useWorkflowVersions(isOpen ? workflowId : null);
  const restore = useRestoreWorkflowVersion();
  const { mutate } = useSWRConfig();
  const environment = useApiEnvironment();
  // The version asked about stays while the confirmation fades out, so its title does not change.
  const [asked, setAsked] = useState<{ version: number; isOpen: boolean } | null>(null);
  const confirming = asked?.isOpen ? asked.version : null;
  const closeConfirmation = () => setAsked((current) => current && { ...current, isOpen: false });
  const versionsId = useId();
  const compareId = useId();
  const versions = list.data?.versions ?? [];

  const onConfirm = async () => {
    if (confirming === null) return;
    try {
      const restored = await restore.trigger({ workflowId, version: confirming });
      toast.success(restoredToast(confirming), { description: `Saved as version ${restored.version}.` });
      closeConfirmation();
      await mutate(workflowKey(environment, workflowId), restored, { revalidate: false });
      await list.mutate();
      onRestored?.(restored);
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : TRY_AGAIN;
      toast.error(RESTORE_FAILED, { description: message });
      closeConfirmation();
    }
  };

  let body;
  if (list.error) body = <ErrorState size="sm" title="Unable to load the versions" onRetry={() => void list.mutate()} isRetrying={list.isValidating} />;
  else if (!list.data) body = <Skeleton size="lg" count={3} label="Loading the versions" />;
  else if (versions.length === 0) body = <EmptyState size="sm" icon="clock" title="No versions yet" description="Publish the workflow to store its first version." />;
  else {
    body = (
      <DrawerSections>
        <Section aria-labelledby={versionsId}>
          <SectionTitle id={versionsId}>Versions ({list.data.count})</SectionTitle>
          <HistoryDrawerVersions versions={versions} canRestore={canRestore} onRestore={(version) => setAsked({ version, isOpen: true })} />
        </Section>
        <Section aria-labelledby={compareId}>
          <SectionTitle id={compareId}>Compare versions</SectionTitle>
          {versions.length < 2 ? (
            <EmptyState size="sm" icon="clock" title="Only one version so far" description="Update the workflow to compare its versions." />
          ) : (
            <Comparison key={versions[0]?.version} workflowId={workflowId} versions={versions} />
          )}
        </Section>
      </DrawerSections>
    );
  }

  return (
    <>
      <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={HISTORY_TITLE} description="Every publish, update and restore is kept as a version." size="lg">
        {body}
      </Drawer>
      <ConfirmModal
        isOpen={confirming !== null}
        title={`Restore version ${asked?.version ?? ''}?`}
        message={`Its steps and conditions become the newest version; earlier versions stay as they are.${hasUnsavedChanges ? ` ${RESTORE_UNSAVED_WARNING}` : ''}`}
        confirmLabel="Restore"
        cancelLabel="Cancel"
        isLoading={restore.isMutating}
        onConfirm={() => void onConfirm()}
        onCancel={closeConfirmation}
      />
    </>
  );
}
