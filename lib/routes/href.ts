import { generatePath, type PathParam } from 'react-router-dom';
import { routeTable, type RouteId } from './routeTable';

type PathOf<Id extends RouteId> = (typeof routeTable)[Id]['path'];
type ParamsOf<Id extends RouteId> = { [Key in PathParam<PathOf<Id>>]: string };

/** Every route's path pattern by id (`paths.workflowEdit` is `/workflows/:workflowId/edit`). */
export const paths = Object.fromEntries(Object.entries(routeTable).map(([id, entry]) => [id, entry.path])) as {
  readonly [Id in RouteId]: PathOf<Id>;
};

/** The address of a route, its parameters encoded: `href('workflowEdit', { workflowId })`. */
export function href<Id extends RouteId>(
  id: Id,
  ...params: PathParam<PathOf<Id>> extends never ? [] : [ParamsOf<Id>]
): string {
  return generatePath(routeTable[id].path, params[0] as never);
}

/** Destinations outside the console's router: the sidebar's bottom list and the header's Docs button. */
export const externalLinks = {
  contactSales: 'mailto:sales@veriflow.dev',
  apiHealth: '/api/health',
  apiReference: '/docs/api',
} as const;
