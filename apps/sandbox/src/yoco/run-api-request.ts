import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestFingerprint } from './request-fingerprint.ts';
import { authenticate, forbidden } from './yoco-auth.ts';
import { takeFault, type FaultRoute, type FaultStatus } from './yoco-controls.ts';
import { yocoError, type YocoResult } from './yoco-error.ts';
import type { YocoMode } from './yoco-settings.ts';
import type { YocoState } from './yoco-state.ts';

export type ApiWork = (mode: YocoMode) => YocoResult;

function send(reply: FastifyReply, result: YocoResult): FastifyReply {
  return reply.code(result.status).send(result.body);
}

function faultResult(status: FaultStatus): YocoResult {
  return status === 503
    ? yocoError(503, 'service_unavailable', 'Service temporarily unavailable (sandbox fault)')
    : yocoError(500, 'internal_error', 'Internal server error (sandbox fault)');
}

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  const key = Array.isArray(value) ? value[0] : value;
  return key?.trim() || undefined;
}

/**
 * The order every API request goes through: key check, injected fault, idempotency, latency, work.
 * Faults come before idempotency so a retry after a simulated 5xx really runs, as after a crash.
 */
export async function runApiRequest(
  state: YocoState,
  request: FastifyRequest,
  reply: FastifyReply,
  faultRoute: FaultRoute | undefined,
  work: ApiWork,
): Promise<FastifyReply> {
  const mode = authenticate(state.options.secretKey, request.headers.authorization);
  if (!mode) return send(reply, forbidden);
  const fault = faultRoute ? takeFault(state.controls, faultRoute) : undefined;
  if (fault) return send(reply, faultResult(fault));

  const key = request.method === 'POST' ? idempotencyKeyOf(request) : undefined;
  if (!key) {
    if (state.controls.latencyMs > 0) await sleep(state.controls.latencyMs);
    return send(reply, work(mode));
  }

  const begin = state.idempotency.begin(key, requestFingerprint(request.method, request.url, request.body));
  if (begin.kind === 'replay') return send(reply.header('Idempotent-Replayed', 'true'), begin.result);
  if (begin.kind === 'in-flight') {
    return send(reply, yocoError(409, 'idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed'));
  }
  if (begin.kind === 'mismatch') {
    return send(reply, yocoError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request'));
  }
  try {
    if (state.controls.latencyMs > 0) await sleep(state.controls.latencyMs);
    const result = work(mode);
    state.idempotency.finish(key, result);
    return send(reply, result);
  } catch (error) {
    state.idempotency.abandon(key);
    throw error;
  }
}
