import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShownAnswer } from '~/lib/api';
import { usePermissions } from '~/lib/session';
import { href, paths } from '~/lib/routes';
import { Button, DateRangePicker, EmptyState, ErrorState, Icon, IconButton, LazyConfirmModal, SearchAndFilters, type MenuItemData } from '~/design-system';
import { useWorkflowList, type WorkflowSummary } from '../api/workflowList';
import { LazyDuplicateWorkflowModal, LazyImportWorkflowModal } from './listDialogs';
import { WorkflowCard } from './WorkflowCard';
import { WorkflowCardGrid, WorkflowCardGridSkeleton } from './WorkflowCardGrid';
import { hasNextPage, isFiltered, type CreatedRange, type WorkflowListFilters } from '../model/workflowList';
import type { SaveFile } from '~/design-system';
import { useWorkflowListActions, type ListedWorkflow } from './useWorkflowListActions';
import { WorkflowAreaButtons } from './WorkflowAreaButtons';
import { InlineError, PanelRoot, SearchSlot, Toolbar, ToolbarFilters } from './WorkflowsPage.styles';
import { LIST_LOAD_FAILED, LIST_LOAD_FAILED_DESCRIPTION, NO_RESULT_FOUND, NO_WORKFLOWS_YET } from './workflowListTexts';

const LIST_LABEL = 'My Workflows';

export interface MyWorkflowsPanelProps {
  now?: () => Date;
  saveFile: SaveFile;
  refetchDelayMs: number;
}

/** My Workflows: search, Created Date filter, the buttons, and the card grid with its menus and dialogs. */
export function MyWorkflowsPanel({ now, saveFile, refetchDelayMs }: MyWorkflowsPanelProps) {
  const permissions = usePermissions();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<CreatedRange | null>(null);
  // The typed date picker keeps its own value once chosen; a new key empties it when the chip is removed.
  const [pickerKey, setPickerKey] = useState(0);
  const filters: WorkflowListFilters = useMemo(() => ({ search, created }), [search, created]);
  const list = useWorkflowList(filters);
  const shown = useShownAnswer(list);
  const actions = useWorkflowListActions({ refetch: () => list.mutate(), saveFile, refetchDelayMs });

  const pages = shown.data ?? [];
  const workflows: WorkflowSummary[] = pages.flatMap((page) => page.data.workflows);
  const count = pages[0]?.data.count;
  const hasMore = hasNextPage(pages.length, count);
  const isLoadingMore = list.size > pages.length && !shown.error;
  const canCreate = permissions.has('create', 'workflows');

  const menuFor = (workflow: ListedWorkflow): MenuItemData[] => [
    { id: 'edit', label: 'Edit', icon: 'edit', onAction: () => navigate(href('workflowEdit', { workflowId: workflow.workflowId })) },
    { id: 'duplicate', label: 'Duplicate', icon: 'copy', isHidden: !canCreate, onAction: () => actions.askDuplicate(workflow) },
    { id: 'export', label: 'Export', icon: 'download', onAction: () => void actions.exportWorkflow(workflow) },
    { id: 'delete', label: 'Delete', icon: 'trash', tone: 'danger', isHidden: !permissions.has('delete', 'workflows'), onAction: () => actions.askDelete(workflow) },
  ];

  const clearCreated = () => {
    setCreated(null);
    setPickerKey((key) => key + 1);
  };

  let body;
  if (!shown.data && shown.error) {
    body = <ErrorState title={LIST_LOAD_FAILED} description={LIST_LOAD_FAILED_DESCRIPTION} onRetry={() => void list.mutate()} isRetrying={list.isValidating} />;
  } else if (!shown.data) {
    body = <WorkflowCardGridSkeleton label="Loading workflows" />;
  } else if (workflows.length === 0) {
    body = isFiltered(filters) ? (
      <EmptyState title={NO_RESULT_FOUND} description="No workflow matches the search or the created date." role="status" />
    ) : (
      <EmptyState
        title={NO_WORKFLOWS_YET}
        description="Use + Create Workflow to build your first decision flow."
        icon="workflow"
        action={
          canCreate ? (
            <Button iconStart={<Icon name="plus" size="sm" />} onPress={() => navigate(paths.workflowCreate)}>
              Create Workflow
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <WorkflowCardGrid label={LIST_LABEL} hasMore={hasMore} isLoadingMore={isLoadingMore} onLoadMore={() => void list.setSize(pages.length + 1)} itemCount={workflows.length}>
          {workflows.map((workflow) => (
            <WorkflowCard key={workflow.workflowId} name={workflow.name} id={workflow.workflowId} updatedAt={workflow.updatedAt} to={href('workflowEdit', { workflowId: workflow.workflowId })} actions={menuFor(workflow)} now={now} />
          ))}
        </WorkflowCardGrid>
        {shown.error && (
          <InlineError>
            <ErrorState size="sm" title={LIST_LOAD_FAILED} description={LIST_LOAD_FAILED_DESCRIPTION} onRetry={() => void list.mutate()} isRetrying={list.isValidating} />
          </InlineError>
        )}
      </>
    );
  }

  return (
    <PanelRoot>
      <Toolbar>
        <ToolbarFilters>
          <SearchSlot>
            <SearchAndFilters searchLabel="Search workflows" placeholder="Search by name or ID" onSearch={setSearch} />
          </SearchSlot>
          <DateRangePicker
            key={pickerKey}
            variant="typed"
            label="Created Date"
            placeholder="Any date"
            showSummary={false}
            value={created ? { ...created, preset: 'custom' } : undefined}
            onChange={(range) => setCreated({ start: range.start, end: range.end })}
            now={now}
          />
          {created && <IconButton icon="close" label="Clear created date" variant="ghost" onPress={clearCreated} />}
        </ToolbarFilters>
        <WorkflowAreaButtons onImport={actions.openImport} />
      </Toolbar>
      {body}
      <LazyConfirmModal
        isOpen={actions.pendingDelete !== null}
        title="Delete Workflow"
        message={actions.pendingDelete ? `Are you sure you want to delete '${actions.pendingDelete.name}'? It leaves the list, and transactions can no longer run it.` : undefined}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        isLoading={actions.isDeleting}
        onConfirm={() => void actions.confirmDelete()}
        onCancel={actions.cancelDelete}
      />
      <LazyDuplicateWorkflowModal isOpen={actions.pendingDuplicate !== null} sourceName={actions.pendingDuplicate?.name ?? ''} onSubmit={actions.duplicate} onCancel={actions.cancelDuplicate} />
      <LazyImportWorkflowModal isOpen={actions.isImporting} onSubmit={actions.importWorkflow} onCancel={actions.cancelImport} />
    </PanelRoot>
  );
}
