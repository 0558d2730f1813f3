/** Services shown before 'View {n}+ more services' (document 2 section 9). */
export const SERVICES_INITIALLY_VISIBLE = 8;

/** Wait after the last keystroke before the services are searched (document 2 section 9). */
export const SERVICE_SEARCH_DEBOUNCE_MS = 800;

/** Where the builder runs: the used-service tooltip and the End State option depend on it. */
export type BuilderScope = 'workflow' | 'capability';

export function moreServicesText(hidden: number): string {
  return `View ${hidden}+ more services`;
}

/** The tooltip of a service the flow already uses (document 2 section 2.6). */
export function usedServiceText(service: string, scope: BuilderScope): string {
  return `${service} service is already being used in ${scope === 'workflow' ? 'this workflow' : 'this capability'}.`;
}

/** The services to show and how many stay hidden behind the 'more' link. */
export function visibleServices<T>(services: readonly T[], expanded: boolean): { shown: T[]; hidden: number } {
  if (expanded || services.length <= SERVICES_INITIALLY_VISIBLE) return { shown: [...services], hidden: 0 };
  return { shown: services.slice(0, SERVICES_INITIALLY_VISIBLE), hidden: services.length - SERVICES_INITIALLY_VISIBLE };
}
