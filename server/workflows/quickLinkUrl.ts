import { HOSTED_FLOW_PATH, hostedFlowUrl, type HostedFlowOptions } from '~/contract/hostedFlow/options';

export interface QuickLinkUrlParts {
  /** Origin the console and API are served from, e.g. `https://veriflow.example`. */
  origin: string;
  environment: 'test' | 'live';
  workflowId: string;
  quicklinkId: string;
  orgId: string;
  /** The link's access token (`vfql_…`); the options carry it as webt, "Token vfql_…". */
  accessToken: string;
}

/**
 * The QuickLink's address (document 3 section 3): the hosted flow with an `options` query
 * parameter holding base64 JSON of workflowId, type INIT_DATA, env (always production, as the
 * specification says), baseUrl (the API base of the link's environment), quicklinkId, webt (the
 * word Token and the link's access token) and orgId. The address is a capability link: whoever
 * holds it may use the link, within its scope (ADR 0025).
 */
export function quickLinkUrl(parts: QuickLinkUrlParts): string {
  const base = `${parts.origin}/api/${parts.environment === 'live' ? 'live' : 'sandbox'}`;
  const options: HostedFlowOptions = {
    workflowId: parts.workflowId,
    type: 'INIT_DATA',
    env: 'production',
    baseUrl: base,
    quicklinkId: parts.quicklinkId,
    webt: `Token ${parts.accessToken}`,
    orgId: parts.orgId,
  };
  return `${parts.origin}${hostedFlowUrl(options, HOSTED_FLOW_PATH)}`;
}

/** Decodes the options payload of a QuickLink address (tests, and the hosted flow's server side). */
export function quickLinkOptions(url: string): Record<string, unknown> {
  const options = new URL(url).searchParams.get('options') ?? '';
  return JSON.parse(Buffer.from(options, 'base64').toString('utf8')) as Record<string, unknown>;
}
