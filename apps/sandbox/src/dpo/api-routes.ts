import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { cancelToken } from './cancel-token.ts';
import { chargeTokenMobile } from './charge-token-mobile.ts';
import { createToken } from './create-token.ts';
import type { DpoAnswer, DpoHandler } from './dpo-request.ts';
import { DpoRefusal, dpoResults, resultFields } from './dpo-results.ts';
import type { DpoState } from './dpo-state.ts';
import { buildApi3g, parseApi3g } from './dpo-xml.ts';
import { getMobilePaymentOptions } from './mobile-options.ts';
import { refundToken, verifyRefund } from './refund-token.ts';
import { verifyToken } from './verify-token.ts';

export interface DpoApiRoutesOptions {
  state: DpoState;
  logoUrl: (operator: string) => string;
  /** the hosted page of a token (RedirectOption 1 sends the member there) */
  pageUrl: (token: string) => string;
}

function answer(text: string | undefined, state: DpoState, handlers: Record<string, DpoHandler>): DpoAnswer {
  const api = text === undefined ? undefined : parseApi3g(text);
  if (!api) return resultFields(dpoResults.badXml);
  try {
    const token = api.CompanyToken;
    if (token === undefined || token === '') return resultFields(dpoResults.missingCompanyToken);
    const company = typeof token === 'string' ? state.company(token) : undefined;
    if (!company) return resultFields(dpoResults.unknownCompanyToken);
    const name = api.Request;
    const handler = typeof name === 'string' && Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) return resultFields(dpoResults.badRequestName);
    return handler({ state, company, api });
  } catch (error) {
    if (error instanceof DpoRefusal) return { Result: error.code, ResultExplanation: error.explanation };
    throw error;
  }
}

/**
 * `POST /API/v6/`: DPO's one endpoint. The body is XML whatever the Content-Type says; the answer is always XML with
 * HTTP 200, refusals included (801–804, 902–950, 999).
 */
export const dpoApiRoutes: FastifyPluginAsync<DpoApiRoutesOptions> = async (app, { state, logoUrl, pageUrl }) => {
  const handlers: Record<string, DpoHandler> = {
    createToken,
    verifyToken,
    cancelToken,
    refundToken,
    GetMobilePaymentOptions: (request) => getMobilePaymentOptions(request, logoUrl),
    ChargeTokenMobile: (request) => chargeTokenMobile(request, pageUrl),
    verifyRefund,
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, String(body)));

  const endpoint = async (request: { body: unknown }, reply: FastifyReply) => {
    const { latencyMs } = state.controls;
    if (latencyMs > 0) await sleep(latencyMs);
    const text = typeof request.body === 'string' ? request.body : undefined;
    return reply
      .code(200)
      .header('content-type', 'application/xml; charset=utf-8')
      .send(buildApi3g(answer(text, state, handlers)));
  };
  app.post('/API/v6/', endpoint);
  // Some clients leave out the trailing slash; DPO answers both. v7 takes the same requests (verifyRefund is documented there).
  app.post('/API/v6', endpoint);
  app.post('/API/v7/', endpoint);
  app.post('/API/v7', endpoint);
};
