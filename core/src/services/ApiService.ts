import { ofetch, type $Fetch, type FetchResponse } from 'ofetch';
import { ApiError, type Api, type AppSettings, type Auth, type Notify, type RequestOptions } from '@bench/sdk';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiDeps {
  settings: Pick<AppSettings, 'gzipThresholdBytes'>;
  auth: Pick<Auth, 'getToken' | 'renew'>;
  notify: Pick<Notify, 'setDisruption'>;
  /** '' in the browser (same origin); tests point it at a local server */
  baseURL?: string;
}

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache', Expires: '0' };

/** Three random integers in [0, 1,000,000] joined by '-'. */
export function newClientId(random: () => number = Math.random): string {
  return [0, 1, 2].map(() => Math.floor(random() * 1_000_001)).join('-');
}

export class ApiService implements Api {
  readonly clientId = newClientId();
  private readonly fetch: $Fetch;

  constructor(private readonly deps: ApiDeps) {
    // ofetch's own retries would repeat writes; the only retry is the one after renewal
    this.fetch = ofetch.create({ baseURL: deps.baseURL ?? '', retry: 0 });
  }

  async request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const body = await this.encodeBody(options.body);
    let response = await this.send(method, path, options, body);
    if (response.status === 401 || response.status === 403) {
      try {
        await this.deps.auth.renew();
      } catch {
        throw await toApiError(response);
      }
      response = await this.send(method, path, options, body);
    }
    if (!response.ok) throw await toApiError(response);
    return response._data as T;
  }

  get<T = unknown>(path: string, query?: RequestOptions['query']): Promise<T> {
    return this.request<T>('GET', path, { query });
  }
  post<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, { body });
  }
  put<T = unknown>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PUT', path, { body });
  }
  delete<T = unknown>(path: string): Promise<T> {
    return this.request<T>('DELETE', path);
  }
  download(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Blob> {
    return this.request<Blob>(method, path, { body, responseType: 'blob' });
  }

  private async send(method: Method, path: string, options: RequestOptions, body: EncodedBody | undefined) {
    const token = this.deps.auth.getToken();
    const response = await this.fetch.raw(path, {
      method,
      query: options.query,
      body: body?.data,
      responseType: options.responseType ?? 'json',
      ignoreResponseError: true,
      headers: {
        ...NO_CACHE,
        'x-client-id': this.clientId,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...body?.headers,
        ...options.headers,
      },
    });
    this.reportDisruption(response.headers);
    return response;
  }

  private async encodeBody(body: unknown): Promise<EncodedBody | undefined> {
    if (body === undefined) return undefined;
    if (body instanceof FormData || body instanceof Blob) return { data: body, headers: {} };
    const json = new TextEncoder().encode(JSON.stringify(body));
    if (json.length < this.deps.settings.gzipThresholdBytes) {
      return { data: json, headers: { 'Content-Type': 'application/json' } };
    }
    // fflate is loaded with the first large body, keeping it out of the initial bundle
    const { gzipSync } = await import('fflate');
    return { data: gzipSync(json), headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } };
  }

  /** Present → show, empty → hide, absent → leave the banner as it is. */
  private reportDisruption(headers: Headers) {
    const message = headers.get('x-service-disruption-message');
    if (message !== null) this.deps.notify.setDisruption(message, headers.get('x-service-disruption-url'));
  }
}

interface EncodedBody {
  /** file uploads go as they are; JSON is serialised (and maybe gzipped) once, before any retry */
  data: Uint8Array<ArrayBuffer> | FormData | Blob;
  headers: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: the error body has no known shape until it is parsed
async function toApiError(response: FetchResponse<any>): Promise<ApiError> {
  const data = response._data instanceof Blob ? parseJson(await response._data.text()) : response._data;
  const message = typeof data?.message === 'string' ? data.message : response.statusText || `HTTP ${response.status}`;
  return new ApiError(message, response.status, typeof data?.code === 'string' ? data.code : undefined, data);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
