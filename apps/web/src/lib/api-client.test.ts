// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@guidepass/domain/messages';
import { ApiError, createApiClient } from './api-client.ts';
import type { ApiClient } from './api-client.ts';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.url });
});
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiCall', () => {
  it('answers the data field of a success body', async () => {
    server.on('GET /ok', { body: { data: { hello: 'world' } } });
    await expect(client.call('/ok')).resolves.toEqual({ hello: 'world' });
  });

  it('sends a JSON body with its content type', async () => {
    server.on('POST /echo', (req) => ({ status: 201, body: { data: { got: req.body, type: req.headers['content-type'] } } }));
    await expect(client.call('/echo', { method: 'POST', body: { email: 'a@b.co' } })).resolves.toEqual({
      got: { email: 'a@b.co' },
      type: 'application/json',
    });
  });

  it('sends the bearer token in the Authorization header when given, and none otherwise', async () => {
    server.on('GET /whoami', (req) => ({ body: { data: { authorization: req.headers.authorization ?? null } } }));
    await expect(client.call('/whoami', { token: 'tok-123' })).resolves.toEqual({ authorization: 'Bearer tok-123' });
    await expect(client.call('/whoami')).resolves.toEqual({ authorization: null });
  });

  it('takes code, message and reason from an error body', async () => {
    server.on('DELETE /api/me', {
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Failed to delete account: x.', reason: 'requires-recent-login' } },
    });
    const error = await failure(client.call('/api/me', { method: 'DELETE', token: 't' }));
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: 'Failed to delete account: x.',
      reason: 'requires-recent-login',
    });
  });

  it("prefers the body's error code over the status", async () => {
    server.on('POST /auth/signup', { status: 409, body: { error: { code: 'invalid-argument', message: 'm' } } });
    expect((await failure(client.call('/auth/signup', { method: 'POST', body: {} }))).code).toBe('invalid-argument');
  });

  const statusTable = [
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
    [500, 'internal'],
    [418, 'unknown'],
    [502, 'unknown'],
  ] as const;

  it.each(statusTable)('status %i without an error body maps to %s', async (status, code) => {
    server.on(`GET /status/${status}`, { status, body: '<html>proxy error</html>', contentType: 'text/html' });
    const error = await failure(client.call(`/status/${status}`));
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).not.toBe('');
  });

  it('a request that reaches no server is internal (status 0)', async () => {
    const closed = await startTestServer();
    const unreachable = createApiClient({ baseUrl: closed.url });
    await closed.close();
    const error = await failure(unreachable.call('/anything'));
    expect(error).toMatchObject({ status: 0, code: 'internal', message: messages.unavailable });
  });

  it('gives up after timeoutMs with deadline-exceeded', async () => {
    server.on('GET /slow', { delayMs: 2_000, body: { data: {} } });
    const started = Date.now();
    const error = await failure(client.call('/slow', { timeoutMs: 100 }));
    expect(error.code).toBe('deadline-exceeded');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('a caller abort is cancelled, not a time-out', async () => {
    server.on('GET /slow-abort', { delayMs: 2_000, body: { data: {} } });
    const controller = new AbortController();
    const pending = client.call('/slow-abort', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).code).toBe('cancelled');
  });

  it.each([
    ['not JSON', 'hello'],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"data"'],
  ])('a 2xx body that is %s is internal with the not-JSON message', async (_what, body) => {
    server.on('GET /bad', { status: 200, body, contentType: 'application/json' });
    const error = await failure(client.call('/bad'));
    expect(error).toMatchObject({ status: 200, code: 'internal', message: messages.responseNotJson });
  });

  it('a 2xx JSON object without data is internal with the missing-data message', async () => {
    server.on('GET /nodata', { status: 200, body: { result: 1 } });
    const error = await failure(client.call('/nodata'));
    expect(error).toMatchObject({ status: 200, code: 'internal', message: messages.responseMissingData });
  });

  it('an empty 2xx body is not a JSON object', async () => {
    server.on('POST /empty', { status: 204 });
    expect((await failure(client.call('/empty', { method: 'POST' }))).message).toBe(messages.responseNotJson);
  });

  it('builds URLs from the base, and relative ones with no base', () => {
    expect(client.url('/auth/google')).toBe(`${server.url}/auth/google`);
    expect(createApiClient().url('/auth/google')).toBe('/auth/google');
  });
});
