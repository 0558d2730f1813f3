import { useState } from 'react';
import { Button, EmptyState, ErrorState, Icon, SearchAndFilters, Spinner, Tooltip } from '~/design-system';
import { useSuppliers, type Supplier } from '../../../api';
import { MoreRow, ServiceButton, ServiceUsed, ServiceGrid, ServiceIcon, ServiceItem, ServiceListRoot, ServiceListState, ServiceName } from './ServiceList.styles';
import { moreServicesText, SERVICE_SEARCH_DEBOUNCE_MS, usedServiceText, visibleServices, type BuilderScope } from './serviceListing';

export interface ServiceListProps {
  /** Ids of the services the flow already uses: greyed and not selectable. */
  usedServiceIds: readonly string[];
  /** The service being replaced, marked as current and not selectable. */
  currentServiceId?: string;
  scope: BuilderScope;
  onSelect: (service: Supplier) => void;
  autoFocus?: boolean;
}

function ServiceEntry({ service, isUsed, isCurrent, scope, onSelect }: { service: Supplier; isUsed: boolean; isCurrent: boolean; scope: BuilderScope; onSelect: (service: Supplier) => void }) {
  const content = (
    <>
      <ServiceIcon aria-hidden>
        <Icon name={isUsed || isCurrent ? 'check' : 'plus'} size="sm" />
      </ServiceIcon>
      <ServiceName>{service.displayName}</ServiceName>
    </>
  );
  if (isUsed) {
    // The tooltip's stand-in is the one (disabled) button, so the name is announced once.
    return (
      <ServiceItem>
        <Tooltip content={usedServiceText(service.displayName, scope)} wrapDisabled>
          <ServiceUsed>{content}</ServiceUsed>
        </Tooltip>
      </ServiceItem>
    );
  }
  return (
    <ServiceItem>
      <ServiceButton isDisabled={isCurrent} onPress={() => onSelect(service)} data-current={isCurrent || undefined}>
        {content}
      </ServiceButton>
    </ServiceItem>
  );
}

/**
 * The services of the Add Action menu and the New/Edit Service modal (document 2 section 2.6):
 * search (800 ms debounce), two columns of 8 then 'View {n}+ more services', used services greyed.
 */
export function ServiceList({ usedServiceIds, currentServiceId, scope, onSelect }: ServiceListProps) {
  const [searchTerm, setSearchTerm] = useState('');
  const [expanded, setExpanded] = useState(false);
  const { data: services, error, mutate } = useSuppliers(searchTerm);
  const { shown, hidden } = visibleServices(services ?? [], expanded);
  const used = new Set(usedServiceIds);

  let content;
  if (error) {
    content = (
      <ServiceListState>
        <ErrorState title="Something went wrong while fetching services" onRetry={() => void mutate()} size="sm" />
      </ServiceListState>
    );
  } else if (!services) {
    content = (
      <ServiceListState>
        <Spinner label="Loading services" />
      </ServiceListState>
    );
  } else if (services.length === 0) {
    content = (
      <ServiceListState>
        <EmptyState title="No services found" size="sm" />
      </ServiceListState>
    );
  } else {
    content = (
      <>
        <ServiceGrid aria-label="Services">
          {shown.map((service) => (
            <ServiceEntry
              key={service.id}
              service={service}
              isUsed={used.has(service.id) && service.id !== currentServiceId}
              isCurrent={service.id === currentServiceId}
              scope={scope}
              onSelect={onSelect}
            />
          ))}
        </ServiceGrid>
        {hidden > 0 && (
          <MoreRow>
            <Button variant="tertiary" size="sm" onPress={() => setExpanded(true)}>
              {moreServicesText(hidden)}
            </Button>
          </MoreRow>
        )}
      </>
    );
  }

  return (
    <ServiceListRoot>
      <SearchAndFilters
        searchLabel="Search Services"
        placeholder="Search Services"
        debounceMs={SERVICE_SEARCH_DEBOUNCE_MS}
        onSearch={(term) => {
          setSearchTerm(term);
          setExpanded(false);
        }}
      />
      {content}
    </ServiceListRoot>
  );
}
