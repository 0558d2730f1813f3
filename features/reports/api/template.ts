import useSWR, { type SWRResponse } from 'swr';
import type { components } from '~/contract';
import { unwrap, useApiClient, useApiEnvironment, type ApiClient, type ApiEnvironment, type ApiError, type Mode, type Region } from '~/lib/api';

export type Template = components['schemas']['Template'];

export type TemplateKey = readonly ['/templates/{templateId}', Region, Mode, string, string];

export function templateKey(environment: ApiEnvironment, templateId: string | null | undefined): TemplateKey | null {
  return environment.orgId && templateId ? ['/templates/{templateId}', environment.region, environment.mode, environment.orgId, templateId] : null;
}

export function fetchTemplate(client: ApiClient, [, region, mode, orgId, templateId]: TemplateKey): Promise<Template> {
  return unwrap(client.at({ region, mode, orgId }).GET('/templates/{templateId}', { params: { path: { templateId } } }));
}

/** A template with its flow (`GET /templates/{templateId}`), for the trace of a template's try-out. */
export function useTemplate(templateId: string | null | undefined): SWRResponse<Template, ApiError> {
  const client = useApiClient();
  const key = templateKey(useApiEnvironment(), templateId);
  return useSWR<Template, ApiError, TemplateKey | null>(key, (k: TemplateKey) => fetchTemplate(client, k));
}
