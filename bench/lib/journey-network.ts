import type { Browser, CDPSession, Page } from 'playwright-core';
import { TransferCounter } from './journey-bytes.ts';

/** A network profile as CDP's Network.emulateNetworkConditions takes it: latency added to each request, bytes/s. */
export interface NetworkProfile {
  name: string;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
}

const kbitPerSecond = 1000 / 8;

/**
 * Chrome DevTools' presets (its NetworkManager): Fast 3G is 562.5 ms, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up;
 * Slow 3G is 2000 ms, 500 kbit/s × 0.8 each way.
 */
export const fast3g: NetworkProfile = {
  name: 'Fast 3G',
  latencyMs: 150 * 3.75,
  downloadBytesPerSecond: 1600 * kbitPerSecond * 0.9,
  uploadBytesPerSecond: 750 * kbitPerSecond * 0.9,
};
export const slow3g: NetworkProfile = {
  name: 'Slow 3G',
  latencyMs: 400 * 5,
  downloadBytesPerSecond: 500 * kbitPerSecond * 0.8,
  uploadBytesPerSecond: 500 * kbitPerSecond * 0.8,
};

const conditions = (profile: NetworkProfile | null) =>
  profile
    ? { offline: false, latency: profile.latencyMs, downloadThroughput: profile.downloadBytesPerSecond, uploadThroughput: profile.uploadBytesPerSecond }
    : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

// Workers outside the page fetch on their own: conditions set on the page do not reach them.
const workerTargets = new Set(['service_worker', 'shared_worker']);

export interface Throttle {
  /** Applies the profile (null: no throttling) to the page and to every worker and out-of-process frame of its context. */
  set(profile: NetworkProfile | null): Promise<void>;
  /** what the page and its service workers transferred */
  transfers: TransferCounter;
  close(): Promise<void>;
}

/**
 * Throttles one page and what fetches beside it, which conditions set on the page do not reach: its out-of-process
 * frames (Chromium isolates the sandboxed guide frame; each is paused at its start until throttled) and the service
 * workers of its browser context. Those are reached through a browser-level CDP session attached without
 * flattening, so that Playwright's own sessions are untouched.
 */
export async function throttlePage(browser: Browser, page: Page): Promise<Throttle> {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const browserSession = await browser.newBrowserCDPSession();
  const transfers = new TransferCounter();
  for (const method of ['Network.requestWillBeSent', 'Network.dataReceived', 'Network.loadingFinished', 'Network.loadingFailed'] as const) {
    pageSession.on(method, (params) => transfers.onEvent('page', method, params));
  }
  await pageSession.send('Network.enable');
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let current: NetworkProfile | null = null;

  const settle = (message: string) => {
    const answer = JSON.parse(message) as { id?: number; error?: { message: string } };
    const waiting = answer.id === undefined ? undefined : pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id!);
    if (answer.error) waiting.reject(new Error(answer.error.message));
    else waiting.resolve();
  };
  // Non-flattened sessions: commands travel inside Target.sendMessageToTarget, answers inside
  // Target.receivedMessageFromTarget, one envelope per level (browser → page → frame).
  const envelope = (method: string, params: object) => {
    const id = nextId++;
    const answered = new Promise<void>((resolve, reject) => pending.set(id, { resolve, reject }));
    return { message: JSON.stringify({ id, method, params }), answered };
  };
  const sendTo = async (sessionId: string, method: string, params: object) => {
    const { message, answered } = envelope(method, params);
    await browserSession.send('Target.sendMessageToTarget', { sessionId, message });
    return answered;
  };
  const sendThrough = async (pageSessionId: string, childSessionId: string, method: string, params: object) => {
    const inner = envelope(method, params);
    await sendTo(pageSessionId, 'Target.sendMessageToTarget', { sessionId: childSessionId, message: inner.message });
    return inner.answered;
  };
  const emulate = (send: (method: string, params: object) => Promise<void>) =>
    send('Network.enable', {}).then(() => send('Network.emulateNetworkConditions', conditions(current)));

  // The page's out-of-process frames (the sandboxed guide): attached as they start, paused until throttled.
  const { sessionId: pageSid } = await browserSession.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
  const frames = new Set<string>();
  browserSession.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    if (sessionId !== pageSid) {
      const event = JSON.parse(message) as { method?: string; params?: unknown };
      transfers.onEvent(sessionId, event.method, event.params); // a service worker's own fetches (its precache)
      return settle(message);
    }
    const event = JSON.parse(message) as { method?: string; params?: any };
    if (event.method === 'Target.receivedMessageFromTarget') return settle(event.params.message);
    if (event.method === 'Target.detachedFromTarget') frames.delete(event.params.sessionId);
    if (event.method === 'Target.attachedToTarget') {
      const child: string = event.params.sessionId;
      frames.add(child);
      const send = (method: string, params: object) => sendThrough(pageSid, child, method, params);
      void emulate(send)
        .catch(() => {})
        .finally(() => send('Runtime.runIfWaitingForDebugger', {}).catch(() => {}));
    }
    settle(message);
  });
  await sendTo(pageSid, 'Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  // The service worker runs outside the page: reached from the browser, now and when it starts again.
  const workers = new Map<string, Promise<string>>();
  const throttleWorker = async (targetId: string) => {
    let session = workers.get(targetId);
    if (!session) {
      session = browserSession.send('Target.attachToTarget', { targetId, flatten: false }).then((answer) => answer.sessionId);
      workers.set(targetId, session);
    }
    const sessionId = await session;
    await emulate((method, params) => sendTo(sessionId, method, params));
  };
  const ours = (target: { type: string; browserContextId?: string }) =>
    workerTargets.has(target.type) && target.browserContextId === targetInfo.browserContextId;
  browserSession.on('Target.targetCreated', ({ targetInfo: target }) => {
    if (ours(target)) void throttleWorker(target.targetId).catch(() => {});
  });
  browserSession.on('Target.targetDestroyed', ({ targetId }) => workers.delete(targetId));
  await browserSession.send('Target.setDiscoverTargets', { discover: true });

  return {
    transfers,
    async set(profile) {
      current = profile;
      await pageSession.send('Network.emulateNetworkConditions', conditions(profile));
      const { targetInfos } = await browserSession.send('Target.getTargets');
      // A frame or worker can go away while being reached; a worker that starts again is throttled then.
      await Promise.allSettled([
        ...[...frames].map((child) => within(5_000, emulate((method, params) => sendThrough(pageSid, child, method, params)))),
        ...targetInfos.filter(ours).map((target) => within(5_000, throttleWorker(target.targetId))),
      ]);
    },
    async close() {
      await Promise.allSettled([detach(pageSession), detach(browserSession)]);
    },
  };
}

const detach = (session: CDPSession) => session.detach();

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
