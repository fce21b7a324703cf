import webPush from 'web-push';
import type { Db } from '@guidepass/db';
import { isAllowedPushEndpoint } from '@guidepass/domain/push-endpoint';
import { noticePush } from '@guidepass/jobs';
import { composeNotice, type NoticeSkip } from './compose-notice.ts';
import { deletePushSubscriptionById, findPushSubscription } from './push-subscriptions-repository.ts';

export interface NoticePusherDeps {
  db: Db;
  appUrl: string;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** the push services a subscription may point at (PUSH_SERVICE_ORIGINS) */
  serviceOrigins: readonly string[];
}

export type PushOutcome = 'pushed' | 'dropped' | 'no-device' | 'refused-endpoint' | Exclude<NoticeSkip, 'already-sent'>;

/** A push service's answer other than success or "gone": the job is retried with backoff. */
export class PushServiceError extends Error {
  override name = 'PushServiceError';
}

/**
 * Pushes one notice to one of its member's devices (RFC 8030 with VAPID, payload encrypted with aes128gcm by
 * web-push's `generateRequestDetails`, sent with fetch so plain-http stand-ins work too). The device is forgotten when
 * its push service answers 404 or 410; any other failure throws so the job is retried. The endpoint is checked
 * against PUSH_SERVICE_ORIGINS again here: the worker POSTs to nothing else, whatever the table holds.
 */
export async function pushMemberNotice(deps: NoticePusherDeps, noticeId: string, subscriptionId: string, now = new Date()): Promise<PushOutcome> {
  const notice = await composeNotice(deps.db, deps.appUrl, noticeId, now);
  if ('skip' in notice) return notice.skip;
  const device = await findPushSubscription(deps.db, subscriptionId, notice.userId);
  if (!device) return 'no-device';
  if (!isAllowedPushEndpoint(device.endpoint, deps.serviceOrigins)) return 'refused-endpoint';
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(notice.push),
    { vapidDetails: deps.vapid, TTL: noticePush.ttlSeconds, contentEncoding: 'aes128gcm', urgency: notice.push.kind === 'receipt' ? 'normal' : 'high' },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(noticePush.requestTimeoutMs),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await deletePushSubscriptionById(deps.db, subscriptionId);
    return 'dropped';
  }
  if (!response.ok) throw new PushServiceError(`push service answered ${response.status} for subscription ${subscriptionId}`);
  return 'pushed';
}
