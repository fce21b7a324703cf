/** A pushed membership notice as the service worker reads and opens it (push-notices.ts has the listeners). */

/** What a pushed notice carries. */
export interface PushedNotice {
  title: string;
  body: string;
  url: string;
  kind?: string;
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The service worker's clients, as far as a tap needs them. */
export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The notice in a push, or null when it is not one of ours (no JSON, or a URL off this origin). */
export function readPushedNotice(data: unknown, origin: string): PushedNotice | null {
  if (data === null || typeof data !== 'object') return null;
  const { title, body, url, kind } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return null;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  // A tap never leaves the app: only our own addresses are opened.
  if (target.origin !== origin) return null;
  return { title, body, url: target.href, ...(typeof kind === 'string' ? { kind } : {}) };
}

/**
 * Sends an open window of the app to `url` and focuses it, or opens a new one there: a window this worker does not
 * control cannot be navigated, and focusing needs the tap's user activation, so neither failing stops the tap.
 */
export async function openNoticeUrl(url: string, clients: WindowClients, origin: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    await open.focus().catch(() => undefined);
    try {
      await open.navigate(url);
      return;
    } catch {
      // not controlled by this worker: a new window instead
    }
  }
  await clients.openWindow(url);
}
