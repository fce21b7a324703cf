import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { defaultRoutes, disposeSessions } from './render-app.tsx';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * One real API stand-in per test file: started once, reset before each test to the default routes plus whatever
 * `configure` adds, and every session a test rendered disposed after it. The handle reaches the live server.
 */
export function useAppServer(configure: (server: TestServer) => void = () => {}): TestServer {
  let live: TestServer | undefined;
  const current = () => {
    if (!live) throw new Error('the test server starts in beforeAll');
    return live;
  };
  beforeAll(async () => {
    live = await startTestServer();
  });
  afterAll(() => live?.close());
  beforeEach(() => {
    current().requests.length = 0;
    defaultRoutes(current());
    configure(current());
  });
  afterEach(() => {
    disposeSessions();
    vi.restoreAllMocks();
  });
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    on: (route, handler) => current().on(route, handler),
    callsTo: (route) => current().callsTo(route),
    close: () => current().close(),
  };
}
