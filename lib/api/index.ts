export { createApiClient, fixedEnvironment, unwrap, type ApiClient, type ApiClientOptions, type ApiEnvironment, type TypedClient } from './client';
export { ApiError, isApiError, errorTypeForStatus, GENERIC_ERROR_MESSAGE, type ApiErrorType, type ClientErrorType, type ApiErrorInit } from './errors';
export { apiBases, apiBaseFor, DEFAULT_REGION, MODES, REGIONS, PLATFORM_BASE, type ApiBaseMap, type Mode, type Region } from './config';
export {
  apiSWRConfig,
  keyRetryPolicies,
  NEVER_RETRIED_STATUSES,
  onErrorRetryWith,
  retryDelay,
  retryPolicies,
  retryPolicyForKey,
  shouldRetry,
  type OnErrorRetry,
  type RetryPolicy,
} from './swr';
export { createObservableCache, type ObservableCache } from './cache';
export { ApiProvider, useApiClient, useApiEnvironment, type ApiProviderProps } from './ApiProvider';
export * from './hooks';
export { useShownAnswer, type ShownAnswer } from './useShownAnswer';
