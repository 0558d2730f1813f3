import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ORG_ID_HEADER, type paths } from '~/contract';
import { DEFAULT_REGION, PLATFORM_BASE, apiBaseFor, apiBases, type ApiBaseMap, type Mode, type Region } from './config';
import { ApiError, GENERIC_ERROR_MESSAGE } from './errors';

/** An openapi-fetch client typed with the contract's paths. */
export type TypedClient = Client<paths>;

/** Where a call goes: region and mode choose the base, orgId the organisation header. */
export interface ApiEnvironment {
  readonly region: Region;
  readonly mode: Mode;
  readonly orgId: string | null;
}

export interface ApiClientOptions {
  getRegion: () => Region;
  getMode: () => Mode;
  getOrgId: () => string | null | undefined;
  /**
   * Calls `onChange` whenever one of the getters' values changes; returns an unsubscribe
   * function. Lets hooks re-render on a mode or organisation switch (e.g. over jotai's store.sub).
   */
  subscribe?: (onChange: () => void) => () => void;
  /** The fetch to send requests with; defaults to the global fetch at call time (so MSW sees it). */
  fetch?: (request: Request) => Promise<Response>;
  /** Origin that relative bases resolve against; defaults to the page's origin. */
  origin?: string;
  bases?: ApiBaseMap;
}

/**
 * The console's API client. Called directly (`api.GET('/v1/auth/me')`) it targets the current
 * region, mode and organisation; `at()` pins a call to a given environment (SWR fetchers use the
 * environment of their key, so test and live answers never mix).
 */
export interface ApiClient extends TypedClient {
  /** The current environment; the same object as long as nothing changed. */
  environment(): ApiEnvironment;
  subscribe(onChange: () => void): () => void;
  /** A client for the given environment; fields left out take their current values. */
  at(environment?: Partial<ApiEnvironment>): TypedClient;
  /** A client for the calls served outside the environments (`/api/health`). */
  platform(): TypedClient;
}

/** Turns fetch failures into ApiError and refuses success bodies that are not JSON. */
const normaliseErrors: Middleware = {
  onResponse({ response, options }) {
    if (options.parseAs !== 'json' || !response.ok || response.status === 204) return undefined;
    const contentType = response.headers.get('Content-Type');
    if (contentType && !/[/+]json\b/i.test(contentType) && response.headers.get('Content-Length') !== '0') {
      throw new ApiError({
        status: response.status,
        type: 'invalid_response',
        message: GENERIC_ERROR_MESSAGE,
        description: `Expected JSON but the server sent ${contentType}.`,
      });
    }
    return undefined;
  },
  onError({ error }) {
    return ApiError.from(error);
  },
};

function absolute(base: string, origin: string | undefined): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(base) || !origin || origin === 'null') return base;
  return new URL(base, origin).href.replace(/\/$/, '');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const bases = options.bases ?? apiBases;
  const origin = options.origin ?? globalThis.location?.origin;
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const middlewares: Middleware[] = [];
  let snapshot: ApiEnvironment | undefined;

  function environment(): ApiEnvironment {
    const region = options.getRegion();
    const mode = options.getMode();
    const orgId = options.getOrgId() || null;
    if (!snapshot || snapshot.region !== region || snapshot.mode !== mode || snapshot.orgId !== orgId) {
      snapshot = Object.freeze({ region, mode, orgId });
    }
    return snapshot;
  }

  function build(baseUrl: string, orgId: string | null): TypedClient {
    const client = createClient<paths>({
      baseUrl: absolute(baseUrl, origin),
      credentials: 'same-origin',
      fetch: send,
      headers: orgId ? { [ORG_ID_HEADER]: orgId } : undefined,
    });
    client.use(normaliseErrors, ...middlewares);
    return client;
  }

  function at(partial: Partial<ApiEnvironment> = {}): TypedClient {
    const current = environment();
    const region = partial.region ?? current.region;
    const mode = partial.mode ?? current.mode;
    const orgId = partial.orgId !== undefined ? partial.orgId : current.orgId;
    return build(apiBaseFor(region, mode, bases), orgId);
  }

  return {
    environment,
    subscribe: options.subscribe ?? (() => () => {}),
    at,
    platform: () => build(PLATFORM_BASE, environment().orgId),
    request: (method, url, ...init) => at().request(method, url, ...init),
    GET: (url, ...init) => at().GET(url, ...init),
    PUT: (url, ...init) => at().PUT(url, ...init),
    POST: (url, ...init) => at().POST(url, ...init),
    DELETE: (url, ...init) => at().DELETE(url, ...init),
    OPTIONS: (url, ...init) => at().OPTIONS(url, ...init),
    HEAD: (url, ...init) => at().HEAD(url, ...init),
    PATCH: (url, ...init) => at().PATCH(url, ...init),
    TRACE: (url, ...init) => at().TRACE(url, ...init),
    use: (...added) => {
      middlewares.push(...added);
    },
    eject: (...removed) => {
      for (const middleware of removed) {
        const index = middlewares.indexOf(middleware);
        if (index !== -1) middlewares.splice(index, 1);
      }
    },
  };
}

/** Getters for a fixed environment: tests, stories and the demo use them instead of atoms. */
export function fixedEnvironment(
  environment: Partial<ApiEnvironment> = {},
): Pick<ApiClientOptions, 'getRegion' | 'getMode' | 'getOrgId'> {
  return {
    getRegion: () => environment.region ?? DEFAULT_REGION,
    getMode: () => environment.mode ?? 'test',
    getOrgId: () => environment.orgId ?? null,
  };
}

/** What every openapi-fetch call resolves to, whatever its path. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the data of a successful call; otherwise throws an ApiError. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    throw ApiError.from(error);
  }
  if (!result.response.ok || result.error !== undefined) throw ApiError.fromResponse(result.response, result.error);
  return result.data as T;
}
