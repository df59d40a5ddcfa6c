import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MESSAGES } from '@bench/sdk';
import { ApiService } from '../src/services/ApiService.ts';
import { NotifyService } from '../src/services/NotifyService.ts';
import { recordingServer, sendJson } from './recordingServer.ts';

const VALID_TOKEN = 'renewed-token';
let disruption: Record<string, string> = {};

const server = await recordingServer((req, res) => {
  if (req.url.startsWith('/api/protected') && req.headers.authorization !== `Bearer ${VALID_TOKEN}`) {
    return sendJson(res, 401, { message: 'Sign in first.', code: 'UNAUTHENTICATED' }, disruption);
  }
  if (req.url === '/api/billing')
    return sendJson(res, 422, { message: 'Insufficient credits', code: 'INSUFFICIENT_CREDITS' });
  sendJson(res, 200, { ok: true }, disruption);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  disruption = {};
  vi.useRealTimers();
});

function setup(options: { threshold?: number; renewTo?: string } = {}) {
  const notify = new NotifyService({ api: () => api });
  const auth = {
    token: 'first-token' as string | null,
    renews: 0,
    getToken: () => auth.token,
    renew: async () => {
      auth.renews++;
      auth.token = options.renewTo ?? VALID_TOKEN;
    },
  };
  const api: ApiService = new ApiService({
    settings: { gzipThresholdBytes: options.threshold ?? 1024 },
    auth,
    notify,
    baseURL: server.url,
  });
  return { api, auth, notify };
}

describe('Api', () => {
  it('sends a client id of three numbers up to 1,000,000, no-cache headers and the bearer token', async () => {
    const { api } = setup();
    await api.get('/api/sessions');
    const { headers } = server.requests[0];
    expect(headers['x-client-id']).toBe(api.clientId);
    const parts = api.clientId.split('-').map(Number);
    expect(parts).toHaveLength(3);
    for (const n of parts) expect(Number.isInteger(n) && n >= 0 && n <= 1_000_000).toBe(true);
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers.pragma).toBe('no-cache');
    expect(headers.expires).toBe('0');
    expect(headers.authorization).toBe('Bearer first-token');
  });

  it('gzips JSON bodies at or above the threshold and sends smaller ones plain', async () => {
    const { api } = setup({ threshold: 200 });
    const big = { ids: Array.from({ length: 100 }, (_, i) => `pose-${i}`) };
    await api.post('/api/poses/getMany', big);
    await api.post('/api/poses/getMany', { ids: ['one'] });
    const [zipped, plain] = server.requests;
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zipped.body)).toEqual(big);
    expect(zipped.rawBytes).toBeLessThan(JSON.stringify(big).length);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual({ ids: ['one'] });
  });

  it('sends form uploads untouched', async () => {
    const { api } = setup({ threshold: 1 });
    const form = new FormData();
    form.append('fileNames', 'ligand.sdf');
    await api.post('/api/prepareLigands', form);
    expect(server.requests[0].headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(server.requests[0].body).toContain('ligand.sdf');
  });

  it('renews the token on 401 and retries once with the new token', async () => {
    const { api, auth } = setup();
    await expect(api.get('/api/protected')).resolves.toEqual({ ok: true });
    expect(auth.renews).toBe(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer first-token', 'Bearer renewed-token']);
  });

  it('retries only once when the renewed token is refused too, then rejects with the server message', async () => {
    const { api, auth } = setup({ renewTo: 'also-refused' });
    const failure = api.get('/api/protected');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Sign in first.', status: 401, code: 'UNAUTHENTICATED' });
    expect(server.requests).toHaveLength(2);
    expect(auth.renews).toBe(1);
  });

  it('turns error replies into ApiError with the server message and code', async () => {
    const { api } = setup();
    await expect(api.post('/api/billing', {})).rejects.toMatchObject({
      status: 422,
      code: 'INSUFFICIENT_CREDITS',
      message: 'Insufficient credits',
    });
  });

  it('shows the disruption banner from the response header, hides it on empty, keeps it when absent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api, notify } = setup();
    disruption = {
      'x-service-disruption-message': 'generic-message',
      'x-service-disruption-url': 'https://status.example',
    };
    await api.get('/api/a');
    expect(notify.state.banner).toEqual({ message: MESSAGES.serviceDisruption, url: 'https://status.example' });

    disruption = {};
    vi.advanceTimersByTime(10_000);
    await api.get('/api/b');
    expect(notify.state.banner?.message).toBe(MESSAGES.serviceDisruption);

    disruption = { 'x-service-disruption-message': '' };
    await api.get('/api/c');
    expect(notify.state.banner).toBeNull();
  });

  it('throttles banner updates to one every 10 s, applying the latest afterwards', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api, notify } = setup();
    disruption = { 'x-service-disruption-message': 'Maintenance at noon' };
    await api.get('/api/a');
    expect(notify.state.banner?.message).toBe('Maintenance at noon');

    disruption = { 'x-service-disruption-message': '' };
    vi.advanceTimersByTime(3_000);
    await api.get('/api/b');
    expect(notify.state.banner?.message).toBe('Maintenance at noon');

    vi.advanceTimersByTime(6_999);
    expect(notify.state.banner?.message).toBe('Maintenance at noon');
    vi.advanceTimersByTime(1);
    expect(notify.state.banner).toBeNull();
  });
});
