import useSWR, { type SWRResponse } from 'swr';
import type { components, operations } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Region } from '~/lib/api';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditLog = components['schemas']['AuditLog'];
export type AuditLogQuery = NonNullable<operations['listAuditLogs']['parameters']['query']>;

export const AUDIT_LOGS_PATH = '/v1/auth/audit-logs';
/** The log answers both environments' events, so the key leaves the mode out. */
export type AuditLogsKey = readonly [typeof AUDIT_LOGS_PATH, Region, string, AuditLogQuery];

export function auditLogsKey(environment: ApiEnvironment, query: AuditLogQuery): AuditLogsKey | null {
  return environment.orgId ? [AUDIT_LOGS_PATH, environment.region, environment.orgId, query] : null;
}

export function fetchAuditLogs(client: ApiClient, [, region, orgId, query]: AuditLogsKey): Promise<AuditLog> {
  return unwrap(client.at({ region, orgId }).GET(AUDIT_LOGS_PATH, { params: { query } }));
}

/** One page of GET /v1/auth/audit-logs; the previous page stays on screen while the next loads. */
export function useAuditLogs(query: AuditLogQuery): SWRResponse<AuditLog, ApiError> {
  const client = useApiClient();
  const key = auditLogsKey(useApiEnvironment(), query);
  return useSWR<AuditLog, ApiError, AuditLogsKey | null>(key, (k: AuditLogsKey) => fetchAuditLogs(client, k), { keepPreviousData: true });
}
