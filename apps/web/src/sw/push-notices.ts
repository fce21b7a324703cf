/*
 * Membership notices pushed to this device (product.md §8, Web Push; the worker's notices/push-content.ts writes
 * them): each shows as a notification, and a tap opens the address it names (renew, or My membership) in an open
 * window of the app, or a new one.
 */

import { openNoticeUrl, readPushedNotice, type WindowClients } from './pushed-notice.ts';

interface PushEventLike {
  readonly data: { json(): unknown } | null;
  waitUntil(work: Promise<unknown>): void;
}

interface NotificationClickEventLike {
  readonly notification: { readonly data: unknown; close(): void };
  waitUntil(work: Promise<unknown>): void;
}

declare const self: {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options: { body: string; data: { url: string }; icon: string; badge: string; tag?: string }): Promise<void> };
  readonly clients: WindowClients;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
};

function dataOf(event: PushEventLike): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const notice = readPushedNotice(dataOf(event), self.location.origin);
  if (!notice) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      data: { url: notice.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      ...(notice.kind ? { tag: notice.kind } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return;
  event.waitUntil(openNoticeUrl(url, self.clients, self.location.origin));
});
