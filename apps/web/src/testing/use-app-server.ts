import { afterEach, beforeEach, vi } from 'vitest';
import { defaultRoutes, disposeSessions } from './render-app.tsx';
import { startTestServer, type TestServer } from './test-server.ts';

/**
 * A real API stand-in of its own for each test: started before it with the default routes plus whatever `configure`
 * adds, and closed after it with every session the test rendered disposed. A request a test's app still had in
 * flight at its end (a read on 'online', a poll) reaches a closed server, never the next test's record.
 * The handle reaches the live server.
 */
export function useAppServer(configure: (server: TestServer) => void = () => {}): TestServer {
  let live: TestServer | undefined;
  const current = () => {
    if (!live) throw new Error('the test server starts in beforeEach');
    return live;
  };
  beforeEach(async () => {
    live = await startTestServer();
    defaultRoutes(live);
    configure(live);
  });
  afterEach(async () => {
    disposeSessions();
    vi.restoreAllMocks();
    await live?.close();
    live = undefined;
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
