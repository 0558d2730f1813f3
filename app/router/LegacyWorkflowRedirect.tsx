import { Navigate, useParams } from 'react-router-dom';
import { href, paths } from '~/lib/routes';

/** Ids that are the names of the workflows area's own sub-routes, never workflows. */
const AREA_SEGMENTS: ReadonlySet<string> = new Set(['my-workflows', 'templates', 'create']);

/**
 * Sends an older-generation builder address (/workflows/{id}/create, document 2 section 2.1) to
 * the current editor of that workflow; the older /workflows/{id}/edit is already the current route.
 */
export function LegacyWorkflowRedirect() {
  const { workflowId = '' } = useParams();
  const to = !workflowId || AREA_SEGMENTS.has(workflowId) ? paths.workflows : href('workflowEdit', { workflowId });
  return <Navigate to={to} replace />;
}
