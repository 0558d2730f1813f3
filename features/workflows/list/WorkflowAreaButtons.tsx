import { useNavigate } from 'react-router-dom';
import { usePermissions } from '~/lib/session';
import { paths } from '~/lib/routes';
import { Button, Icon } from '~/design-system';
import { ToolbarButtons } from './WorkflowsPage.styles';

export interface WorkflowAreaButtonsProps {
  onImport: () => void;
}

/**
 * Import, QuickLinks, Lists and New Workflow (document 2 section 2.2). Import, Lists and New
 * Workflow need create on workflows; QuickLinks needs read on workflows (the reading this console
 * takes of the two the specification records: the QuickLink manager lists links to anyone who may
 * see workflows, and asks for create only to make one).
 */
export function WorkflowAreaButtons({ onImport }: WorkflowAreaButtonsProps) {
  const permissions = usePermissions();
  const navigate = useNavigate();
  const canCreate = permissions.has('create', 'workflows');
  const canView = permissions.has('read', 'workflows');
  return (
    <ToolbarButtons>
      {canCreate && (
        <Button variant="secondary" iconStart={<Icon name="upload" size="sm" />} onPress={onImport}>
          Import
        </Button>
      )}
      {canView && (
        <Button variant="secondary" onPress={() => navigate(paths.quicklinks)}>
          QuickLinks
        </Button>
      )}
      {canCreate && (
        <Button variant="secondary" iconStart={<Icon name="blocklist" size="sm" />} onPress={() => navigate(paths.blocklists)}>
          Lists
        </Button>
      )}
      {canCreate && (
        <Button iconStart={<Icon name="plus" size="sm" />} onPress={() => navigate(paths.workflowCreate)}>
          New Workflow
        </Button>
      )}
    </ToolbarButtons>
  );
}
