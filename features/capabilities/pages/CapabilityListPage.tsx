import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '~/lib/api';
import { usePermissions } from '~/lib/session';
import { href, paths } from '~/lib/routes';
import { Badge, Button, EmptyState, ErrorState, Icon, type MenuItemData, type SaveFile, saveTextFile, SearchAndFilters, Select, toast } from '~/design-system';
import {
  DuplicateWorkflowModal,
  LIST_LOAD_FAILED,
  LIST_LOAD_FAILED_DESCRIPTION,
  NO_RESULT_FOUND,
  useCapabilityList,
  WorkflowCard,
  WorkflowCardGrid,
  WorkflowCardGridSkeleton,
  type CapabilityStatusFilter,
  type CapabilitySummary,
  type DuplicateResult,
} from '~/features/workflows';
import { useCapabilityActions } from '../api/capabilityActions';
import { CapabilityTryoutModal } from '../components/CapabilityTryoutModal';
import { capabilityFileName, duplicateCapabilityObject } from '../model/capabilityObject';
import { CAPABILITY_TEXTS } from '../model/capabilityTexts';
import { saveCapabilityMessages } from '../model/saveCapabilityForm';
import { ListCount, ListHeader, ListRoot, ListTitle, ListToolbar, ListFilters, StatusSlot, SearchSlot } from './CapabilityListPage.styles';

const STATUS_ITEMS = [
  { id: 'all', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'In-active' },
];

export interface CapabilityListPageProps {
  /** The clock of 'Edited … ago'; injectable so stories are deterministic. */
  now?: () => Date;
  /** Where an export goes; the browser's download by default. */
  saveFile?: SaveFile;
}

const itemsLabel = (count: number) => `(${count} ${count === 1 ? 'item' : 'items'})`;

/**
 * /capabilities (document 2 section 2.3): the status filter, search and New Capability; cards with
 * Active/Inactive and 'Edited … ago', and the menu Edit, Duplicate, Export and Tryout.
 */
export function CapabilityListPage({ now, saveFile = saveTextFile }: CapabilityListPageProps) {
  const navigate = useNavigate();
  const permissions = usePermissions();
  const [status, setStatus] = useState<CapabilityStatusFilter>('all');
  const [search, setSearch] = useState('');
  const list = useCapabilityList(status, search);
  const actions = useCapabilityActions();
  const [duplicating, setDuplicating] = useState<CapabilitySummary | null>(null);
  const [tryingOut, setTryingOut] = useState<CapabilitySummary | null>(null);
  const canCreate = permissions.has('create', 'capabilities');
  const canRun = permissions.has('create', 'transactions');
  const filtered = status !== 'all' || search.trim() !== '';

  const exportCapability = async (capability: CapabilitySummary) => {
    try {
      const full = await actions.fetchOne(capability.id);
      saveFile(capabilityFileName(full.name), JSON.stringify(full, null, 2));
      toast.success(CAPABILITY_TEXTS.exported);
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 ? error.message : CAPABILITY_TEXTS.mutationFailed);
    }
  };

  const duplicate = async (source: CapabilitySummary, name: string): Promise<DuplicateResult> => {
    try {
      const full = await actions.fetchOne(source.id);
      const { plansWithAccess, industry, geography, useCase, description, active, input, output, isAsync } = full;
      const created = await actions.create({ name, description, plansWithAccess, industry, geography, useCase, active, input, output, isAsync, object: duplicateCapabilityObject(full.object) });
      setDuplicating(null);
      toast.success(CAPABILITY_TEXTS.saved);
      navigate(href('capabilityEdit', { capabilityId: created.id }));
      return 'duplicated';
    } catch (error) {
      if (isApiError(error) && error.status === 422) return 'nameTaken';
      toast.error(isApiError(error) && error.status > 0 && error.status < 500 ? error.message : CAPABILITY_TEXTS.mutationFailed);
      return 'failed';
    }
  };

  const menuFor = (capability: CapabilitySummary): MenuItemData[] => [
    { id: 'edit', label: 'Edit', icon: 'edit', onAction: () => navigate(href('capabilityEdit', { capabilityId: capability.id })) },
    { id: 'duplicate', label: 'Duplicate', icon: 'copy', isHidden: !canCreate, onAction: () => setDuplicating(capability) },
    { id: 'export', label: 'Export', icon: 'download', onAction: () => void exportCapability(capability) },
    { id: 'tryout', label: 'Tryout', icon: 'rocket', isHidden: !canRun || !capability.active, onAction: () => setTryingOut(capability) },
  ];

  const capabilities = list.data?.capabilities ?? [];
  let body;
  if (!list.data && list.error) {
    body = <ErrorState title={LIST_LOAD_FAILED} description={LIST_LOAD_FAILED_DESCRIPTION} onRetry={() => void list.mutate()} isRetrying={list.isValidating} />;
  } else if (!list.data) {
    body = <WorkflowCardGridSkeleton label="Loading capabilities" />;
  } else if (capabilities.length === 0) {
    body = filtered ? (
      <EmptyState title={NO_RESULT_FOUND} description="No capability matches the status or the search." role="status" />
    ) : (
      <EmptyState
        title={CAPABILITY_TEXTS.empty}
        description="Build a flow once and reuse it in your workflows."
        icon="capability"
        action={
          canCreate ? (
            <Button iconStart={<Icon name="plus" size="sm" />} onPress={() => navigate(paths.capabilityCreate)}>
              Create Capability
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <WorkflowCardGrid label="Capabilities" hasMore={false} isLoadingMore={false} onLoadMore={() => undefined} itemCount={capabilities.length}>
        {capabilities.map((capability) => (
          <WorkflowCard
            key={capability.id}
            name={capability.name}
            id={capability.id}
            updatedAt={capability.updatedAt}
            to={href('capabilityEdit', { capabilityId: capability.id })}
            actions={menuFor(capability)}
            badge={<Badge tone={capability.active ? 'success' : 'neutral'}>{capability.active ? 'Active' : 'Inactive'}</Badge>}
            now={now}
          />
        ))}
      </WorkflowCardGrid>
    );
  }

  return (
    <ListRoot>
      <ListHeader>
        <ListTitle>
          Capability {list.data && <ListCount>{itemsLabel(list.data.count)}</ListCount>}
        </ListTitle>
      </ListHeader>
      <ListToolbar>
        <ListFilters>
          <StatusSlot>
            <Select label="Status" items={STATUS_ITEMS} selectedKey={status} onSelectionChange={(id) => setStatus((id ?? 'all') as CapabilityStatusFilter)} />
          </StatusSlot>
          <SearchSlot>
            <SearchAndFilters searchLabel="Search capabilities" placeholder="Search by name or description" onSearch={setSearch} />
          </SearchSlot>
        </ListFilters>
        {canCreate && (
          <Button iconStart={<Icon name="plus" size="sm" />} onPress={() => navigate(paths.capabilityCreate)}>
            New Capability
          </Button>
        )}
      </ListToolbar>
      {body}
      {duplicating && (
        <DuplicateWorkflowModal
          isOpen
          sourceName={duplicating.name}
          title="Duplicate Capability"
          nameLabel="Capability Name"
          nameTakenMessage={saveCapabilityMessages.nameTaken}
          onSubmit={(name) => duplicate(duplicating, name)}
          onCancel={() => setDuplicating(null)}
        />
      )}
      {tryingOut && (
        <CapabilityTryoutModal
          isOpen
          capability={tryingOut}
          onRun={(data) => actions.run(tryingOut.id, data)}
          onViewTransaction={(transactionId) => navigate(href('reportTransaction', { transactionId: transactionId }))}
          onClose={() => setTryingOut(null)}
        />
      )}
    </ListRoot>
  );
}
