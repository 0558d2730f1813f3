import { HOSTED_FLOW_PATH, HOSTED_PREVIEW_PATH, hostedFlowUrl } from '~/contract/hostedFlow/options';

/** The specification's preview is ready 400 ms after it loads (document 2 section 9), if it has not said so. */
export const PREVIEW_READY_DELAY_MS = 400;

/**
 * The address of the hosted flow framed by the editor's Tryout (`/flow?options=…`) or Preview
 * (`/preview?options=…`, document 2 section 7) for the workflow in the console's environment
 * (`apiBase` from `apiBaseFor`), authenticated by the operator's session once the console posts
 * the organisation (docs/adr/0026).
 */
export function framedFlowUrl({ workflowId, orgId, origin, apiBase, purpose }: { workflowId: string; orgId: string; origin: string; apiBase: string; purpose: 'tryout' | 'preview' }): string {
  return hostedFlowUrl({ workflowId, type: 'INIT_DATA', env: 'production', baseUrl: `${origin.replace(/\/$/, '')}${apiBase}`, orgId, mode: purpose }, purpose === 'preview' ? HOSTED_PREVIEW_PATH : HOSTED_FLOW_PATH);
}
