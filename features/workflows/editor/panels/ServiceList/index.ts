export { ServiceList } from './ServiceList';
export type { ServiceListProps } from './ServiceList';
export { moreServicesText, usedServiceText, visibleServices, SERVICES_INITIALLY_VISIBLE, SERVICE_SEARCH_DEBOUNCE_MS, type BuilderScope } from './serviceListing';
