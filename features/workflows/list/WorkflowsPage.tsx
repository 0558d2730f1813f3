import { useNavigate } from 'react-router-dom';
import { usePermissions, type StartedSession } from '~/lib/session';
import { paths } from '~/lib/routes';
import { type SaveFile, saveTextFile, type TabItem, Tabs } from '~/design-system';
import { fetchWorkflowList, workflowListKey } from '../api/workflowList';
import { NO_WORKFLOW_LIST_FILTERS } from '../model/workflowList';
import { MyWorkflowsPanel } from './MyWorkflowsPanel';
import { TemplatesPanel } from './TemplatesPanel';
import { LIST_REFETCH_DELAY_MS } from './workflowListTexts';
import { WorkflowsRoot } from './WorkflowsPage.styles';

export type WorkflowsTab = 'templates' | 'myWorkflows';

export interface WorkflowsPageProps {
  /** The tab of the route (/workflows/templates, /workflows/my-workflows); /workflows picks My Workflows when allowed. */
  tab?: WorkflowsTab;
  /** The clock of 'Edited … ago'; injectable so stories are deterministic. */
  now?: () => Date;
  /** Where an export goes; the browser's download by default. */
  saveFile?: SaveFile;
  /** The wait before the list refreshes after a change (2 s). */
  refetchDelayMs?: number;
}

const TAB_PATHS: Record<WorkflowsTab, string> = { templates: paths.templates, myWorkflows: paths.myWorkflows };

/** Asks for the first page of My Workflows as the session arrives, when the console opens on it (ADR 0045). */
export function preloadWorkflowsPage({ client, environment, permissions, preload }: StartedSession): void {
  if (permissions.hasAny('workflows')) preload(workflowListKey(environment, 0, NO_WORKFLOW_LIST_FILTERS), (key) => fetchWorkflowList(client, key));
}

/**
 * The Workflows area (document 2 sections 2.1 and 2.2): the Templates tab for anyone with a
 * templates permission, My Workflows for anyone with a workflows permission; each tab is a route.
 */
export function WorkflowsPage({ tab, now, saveFile = saveTextFile, refetchDelayMs = LIST_REFETCH_DELAY_MS }: WorkflowsPageProps) {
  const permissions = usePermissions();
  const navigate = useNavigate();
  const items: TabItem[] = [
    { id: 'templates', label: 'Templates', isHidden: !permissions.hasAny('templates') },
    { id: 'myWorkflows', label: 'My Workflows', isHidden: !permissions.hasAny('workflows') },
  ];
  const allowed = items.filter((item) => !item.isHidden).map((item) => item.id as WorkflowsTab);
  const selected = tab && allowed.includes(tab) ? tab : allowed.includes('myWorkflows') ? 'myWorkflows' : allowed[0];
  if (!selected) return null;
  return (
    <WorkflowsRoot>
      <Tabs
        aria-label="Workflows"
        items={items}
        selectedKey={selected}
        onSelectionChange={(id) => navigate(TAB_PATHS[id as WorkflowsTab])}
        renderPanel={(item) =>
          item.id === 'templates' ? (
            <TemplatesPanel now={now} saveFile={saveFile} refetchDelayMs={refetchDelayMs} />
          ) : (
            <MyWorkflowsPanel now={now} saveFile={saveFile} refetchDelayMs={refetchDelayMs} />
          )
        }
      />
    </WorkflowsRoot>
  );
}
