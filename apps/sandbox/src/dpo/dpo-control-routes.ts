import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { acceptEmptyJsonBodies } from '../shared/accept-empty-json-bodies.ts';
import { isPlainObject } from '../shared/json-values.ts';
import { applyDpoControlChange, parseDpoControlChange } from './dpo-controls.ts';
import { notificationUrlProblem } from './dpo-options.ts';
import type { DpoState } from './dpo-state.ts';
import { phoneOutcomes, settleMobileCharge, type PhoneOutcome } from './mobile-charge.ts';
import { notify } from './settle-transaction.ts';
import type { Transaction } from './transaction-store.ts';
import { controllableStatuses, isFinal, verifyResult } from './transaction-status.ts';

type WithToken = { Params: { token: string } };

/** The sandbox's own switches and logs for tests (no DPO equivalent; no company token; plain `{error, message}`). */
export const dpoControlRoutes: FastifyPluginAsync<{ state: DpoState }> = async (app, { state }) => {
  acceptEmptyJsonBodies(app);
  const refuse = (reply: FastifyReply, code: number, error: string, message: string) => reply.code(code).send({ error, message });
  const body = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : {});
  const view = (transaction: Transaction) => {
    const [result, explanation] = verifyResult(transaction, state.settings.now());
    return { transToken: transaction.token, result, explanation };
  };

  function withTransaction(token: string, reply: FastifyReply): Transaction | undefined {
    const transaction = state.transactions.find(token.toUpperCase());
    if (!transaction) refuse(reply, 404, 'unknown_token', `No transaction ${token}`);
    return transaction;
  }

  app.get('/', async () => ({ controls: state.controls, companies: [...state.settings.companies.values()] }));

  app.post('/', async (request, reply) => {
    const parsed = parseDpoControlChange(request.body ?? {});
    if (!parsed.ok) return refuse(reply, 400, 'invalid_control', parsed.message);
    if (parsed.change.reset) state.reset();
    applyDpoControlChange(state.controls, parsed.change);
    if (parsed.change.notifications?.hold === false) state.notifications.release();
    return { controls: state.controls };
  });

  app.post('/release', async () => {
    const released = state.notifications.release();
    state.controls.notifications.hold = false;
    return { released };
  });

  app.get('/notifications', async () => ({ notifications: state.notificationLog.list() }));

  /** Another copy of a paid token's notification (late, duplicated), through the same faults as the first. */
  app.post<WithToken>('/notifications/:token', async (request, reply) => {
    const transaction = withTransaction(request.params.token, reply);
    if (!transaction) return reply;
    if (transaction.status !== 'paid') return refuse(reply, 409, 'not_paid', 'DPO notifies paid transactions only');
    if (!notify(state, transaction, 'resend')) return refuse(reply, 409, 'no_notification_url', 'The company has no notification URL (PUT /dpo/_control/portal/{CompanyToken})');
    return { queued: true };
  });

  /** What the member's phone does with the payment request ChargeTokenMobile (or the mobile tab) sent. */
  app.post<WithToken>('/mobile/:token', async (request, reply) => {
    const outcome = body(request.body).outcome;
    if (typeof outcome !== 'string' || !phoneOutcomes.includes(outcome as PhoneOutcome)) {
      return refuse(reply, 400, 'invalid_outcome', 'outcome must be "approved", "declined" or "timeout"');
    }
    const transaction = withTransaction(request.params.token, reply);
    if (!transaction) return reply;
    const problem = settleMobileCharge(state, transaction, outcome as PhoneOutcome);
    if (problem) return refuse(reply, 409, 'no_pending_request', problem);
    return view(transaction);
  });

  /** DPO's checker decides the token's pending refunds (all, or the one with refundRef `ref`): verifyRefund 003 or 008. */
  app.post<WithToken>('/refund/:token', async (request, reply) => {
    const { outcome, ref } = body(request.body);
    if (outcome !== 'approved' && outcome !== 'declined') return refuse(reply, 400, 'invalid_outcome', 'outcome must be "approved" or "declined"');
    if (ref !== undefined && typeof ref !== 'string') return refuse(reply, 400, 'invalid_ref', 'ref must be a refundRef');
    const transaction = withTransaction(request.params.token, reply);
    if (!transaction) return reply;
    const pending = transaction.refunds.filter((refund) => refund.status === 'pending' && (ref === undefined || refund.ref === ref));
    if (pending.length === 0) return refuse(reply, 409, 'no_pending_refund', 'No refund of this token waits for the checker');
    for (const refund of pending) refund.status = outcome;
    return { transToken: transaction.token, refunds: transaction.refunds.map(({ ref: refundRef, status }) => ({ ref: refundRef, status })) };
  });

  /** The payment time limit passes now (verifyToken 903), instead of waiting PTL minutes. */
  app.post<WithToken>('/expire/:token', async (request, reply) => {
    const transaction = withTransaction(request.params.token, reply);
    if (!transaction) return reply;
    transaction.expiresAt = Math.min(transaction.expiresAt, state.settings.now());
    return view(transaction);
  });

  /** Puts an unpaid token in one of DPO's in-between states: 001, 002, 003, 005 or 007. */
  app.post<WithToken>('/result/:token', async (request, reply) => {
    const result = body(request.body).result;
    const status = typeof result === 'string' && Object.hasOwn(controllableStatuses, result) ? controllableStatuses[result] : undefined;
    if (!status) return refuse(reply, 400, 'invalid_result', `result must be one of ${Object.keys(controllableStatuses).join(', ')}`);
    const transaction = withTransaction(request.params.token, reply);
    if (!transaction) return reply;
    if (isFinal(transaction, state.settings.now())) return refuse(reply, 409, 'final', 'The token is paid, cancelled or past its payment time limit');
    transaction.status = status;
    return view(transaction);
  });

  /** DPO's portal setting: where the notification (PTN) goes; null removes it. */
  app.put<{ Params: { companyToken: string } }>('/portal/:companyToken', async (request, reply) => {
    const company = state.company(request.params.companyToken);
    if (!company) return refuse(reply, 404, 'unknown_company', `No company ${request.params.companyToken}`);
    const url = body(request.body).notificationUrl;
    if (url !== null && (typeof url !== 'string' || notificationUrlProblem(url))) {
      return refuse(reply, 400, 'invalid_notification_url', 'notificationUrl must be an absolute http(s) URL or null');
    }
    company.notificationUrl = url ?? undefined;
    return { companyToken: company.companyToken, notificationUrl: company.notificationUrl ?? null };
  });
};
