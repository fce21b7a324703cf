import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestFingerprint } from './request-fingerprint.ts';
import { authenticate, forbidden } from './yoco-auth.ts';
import { YocoApiError, yocoError, type YocoResult } from './yoco-error.ts';
import type { YocoMode } from './yoco-keys.ts';
import type { YocoState } from './yoco-state.ts';

export type ApiWork = (mode: YocoMode) => YocoResult;

function send(reply: FastifyReply, result: YocoResult): FastifyReply {
  return reply.code(result.status).send(result.body);
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() || undefined;
}

/** The work's answer, its refusals included (Yoco replays those for the same key too). */
async function answerOf(state: YocoState, work: ApiWork, mode: YocoMode): Promise<YocoResult> {
  if (state.controls.latencyMs > 0) await sleep(state.controls.latencyMs);
  try {
    return work(mode);
  } catch (error) {
    if (error instanceof YocoApiError) return error.result;
    throw error;
  }
}

/** The order every API request goes through: key check, idempotency, latency, work. */
export async function runApiRequest(state: YocoState, request: FastifyRequest, reply: FastifyReply, work: ApiWork): Promise<FastifyReply> {
  const mode = authenticate(state.settings.secretKey, request.headers.authorization);
  if (!mode) return send(reply, forbidden);

  const key = request.method === 'POST' ? idempotencyKeyOf(request) : undefined;
  if (!key) return send(reply, await answerOf(state, work, mode));

  const begin = state.idempotency.begin(key, requestFingerprint(request.method, request.url, request.body));
  if (begin.kind === 'replay') return send(reply.header('Idempotent-Replayed', 'true'), begin.result);
  if (begin.kind === 'in-flight') {
    return send(reply, yocoError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed'));
  }
  if (begin.kind === 'mismatch') {
    return send(reply, yocoError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request'));
  }
  try {
    const result = await answerOf(state, work, mode);
    state.idempotency.finish(key, result);
    return send(reply, result);
  } catch (error) {
    state.idempotency.abandon(key);
    throw error;
  }
}
