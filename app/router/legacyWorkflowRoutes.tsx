import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { paths, workflowEditPath } from '~/app/routes';

/** The older generation's builder route for a saved workflow (document 2 section 2.1). */
export const LEGACY_WORKFLOW_CREATE_PATH = '/workflows/:workflowId/create';

/** Ids that are the names of the workflows area's own sub-routes, never workflows. */
const AREA_SEGMENTS: ReadonlySet<string> = new Set(['my-workflows', 'templates', 'create']);

/** Sends an older-generation builder address to the current editor of that workflow. */
function LegacyWorkflowRedirect() {
  const { workflowId = '' } = useParams();
  const to = !workflowId || AREA_SEGMENTS.has(workflowId) ? paths.workflows : workflowEditPath(workflowId);
  return <Navigate to={to} replace />;
}

/**
 * Older-generation workflow addresses, kept working for bookmarks and links: /workflows/{id}/create
 * opens /workflows/{id}/edit (the older /workflows/{id}/edit is already the current route).
 */
export const legacyWorkflowRoutes: RouteObject[] = [{ path: LEGACY_WORKFLOW_CREATE_PATH, element: <LegacyWorkflowRedirect /> }];
