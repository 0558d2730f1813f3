import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShownAnswer } from '~/lib/api';
import { href, paths } from '~/lib/routes';
import { EmptyState, ErrorState } from '~/design-system';
import { useTemplateList, type TemplateSummary } from '../api/templateList';
import { LazyImportWorkflowModal } from './listDialogs';
import { WorkflowCard } from './WorkflowCard';
import { WorkflowCardGrid, WorkflowCardGridSkeleton } from './WorkflowCardGrid';
import { hasNextPage, NO_WORKFLOW_LIST_FILTERS } from '../model/workflowList';
import type { SaveFile } from '~/design-system';
import { useWorkflowListActions } from './useWorkflowListActions';
import { WorkflowAreaButtons } from './WorkflowAreaButtons';
import { InlineError, PanelRoot, Toolbar } from './WorkflowsPage.styles';
import { LIST_LOAD_FAILED, LIST_LOAD_FAILED_DESCRIPTION, NO_RESULT_FOUND } from './workflowListTexts';

export interface TemplatesPanelProps {
  now?: () => Date;
  saveFile: SaveFile;
  refetchDelayMs: number;
}


/**
 * Templates: read-only cards (no menu, no search, no date filter) that open the template editor.
 * An import made here lands in My Workflows, which opens after it.
 */
export function TemplatesPanel({ now, saveFile, refetchDelayMs }: TemplatesPanelProps) {
  const navigate = useNavigate();
  const list = useTemplateList(NO_WORKFLOW_LIST_FILTERS);
  const shown = useShownAnswer(list);
  const actions = useWorkflowListActions({ refetch: async () => navigate(paths.myWorkflows), saveFile, refetchDelayMs });
  const pages = useMemo(() => shown.data ?? [], [shown.data]);
  const templates: TemplateSummary[] = pages.flatMap((page) => page.data.templates);
  const hasMore = hasNextPage(pages.length, pages[0]?.data.count);

  let body;
  if (!shown.data && shown.error) {
    body = <ErrorState title={LIST_LOAD_FAILED} description={LIST_LOAD_FAILED_DESCRIPTION} onRetry={() => void list.mutate()} isRetrying={list.isValidating} />;
  } else if (!shown.data) {
    body = <WorkflowCardGridSkeleton label="Loading templates" />;
  } else if (templates.length === 0) {
    body = <EmptyState title={NO_RESULT_FOUND} description="No templates are available yet." />;
  } else {
    body = (
      <>
        <WorkflowCardGrid label="Templates" hasMore={hasMore} isLoadingMore={list.size > pages.length && !shown.error} onLoadMore={() => void list.setSize(pages.length + 1)} itemCount={templates.length}>
          {templates.map((template) => (
            <WorkflowCard key={template.templateId} name={template.name} id={template.templateId} updatedAt={template.updatedAt} to={href('templateEdit', { templateId: template.templateId })} now={now} />
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
        <WorkflowAreaButtons onImport={actions.openImport} />
      </Toolbar>
      {body}
      <LazyImportWorkflowModal isOpen={actions.isImporting} onSubmit={actions.importWorkflow} onCancel={actions.cancelImport} />
    </PanelRoot>
  );
}
