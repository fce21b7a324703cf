import type { FastifyReply } from 'fastify';
import { sendHtml } from '../shared/send-html.ts';
import type { AuthorizationCodeStore } from './authorization-code.ts';
import {
  authorizationRequestFields,
  parseAuthorizationRequest,
  type AuthorizationRequestResult,
  type AuthorizationRequestRules,
} from './authorization-request.ts';
import { parseConsentDecision, type ConsentDecisionRules } from './consent-decision.ts';
import { renderConsentPage, renderOAuthErrorPage, type ConsentPageOptions } from './consent-page.ts';
import type { Identity } from './identity.ts';
import type { OAuthClient } from './oauth-client.ts';
import { withQueryParams } from './redirect-url.ts';

/** What differs between providers in the authorize → consent → redirect part of the code flow. */
export interface ConsentFlow {
  client: OAuthClient;
  codes: AuthorizationCodeStore;
  requestRules: AuthorizationRequestRules;
  decisionRules: ConsentDecisionRules;
  page: Pick<ConsentPageOptions, 'title' | 'accountNoun' | 'decisionAction'>;
  presets: Identity[];
  /** Redirect parameters (besides state) sent when the user presses Cancel. */
  deniedParams: Record<string, string>;
  /** The provider's error page text for a redirect_uri the client did not register (never a redirect). */
  unregisteredRedirect: (redirectUri: string) => { heading: string; message: string };
}

function redirect(reply: FastifyReply, url: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

function replyToInvalidRequest(
  flow: ConsentFlow,
  result: Exclude<AuthorizationRequestResult, { kind: 'valid' }>,
  reply: FastifyReply,
): FastifyReply {
  if (result.kind === 'untrusted') return sendHtml(reply, 400, renderOAuthErrorPage(flow.page.title, result.message));
  if (result.kind === 'unregistered-redirect') {
    const { heading, message } = flow.unregisteredRedirect(result.redirectUri);
    return sendHtml(reply, 400, renderOAuthErrorPage(heading, message));
  }
  const { error, description, state } = result;
  return redirect(reply, withQueryParams(result.redirectUri, { error, error_description: description, state }));
}

export function showConsentPage(flow: ConsentFlow, params: Record<string, string>, reply: FastifyReply): FastifyReply {
  const result = parseAuthorizationRequest(params, flow.client, flow.requestRules);
  if (result.kind !== 'valid') return replyToInvalidRequest(flow, result, reply);
  const { request } = result;
  return sendHtml(
    reply,
    200,
    renderConsentPage({
      ...flow.page,
      appName: flow.client.appName,
      clientId: flow.client.clientId,
      scope: request.scope,
      requestFields: authorizationRequestFields(request),
      presets: flow.presets,
      emailRequired: flow.decisionRules.emailRequired,
      asksEmailVerified: flow.decisionRules.asksEmailVerified,
    }),
  );
}

export function handleConsentDecision(flow: ConsentFlow, params: Record<string, string>, reply: FastifyReply): FastifyReply {
  // The decision endpoint can be posted to directly, so the request is validated again.
  const result = parseAuthorizationRequest(params, flow.client, flow.requestRules);
  if (result.kind !== 'valid') return replyToInvalidRequest(flow, result, reply);
  const { request } = result;
  const decision = parseConsentDecision(params, flow.decisionRules);
  if (decision.kind === 'invalid') return sendHtml(reply, 400, renderOAuthErrorPage(flow.page.title, decision.message));
  if (decision.kind === 'deny') {
    return redirect(reply, withQueryParams(request.redirectUri, { ...flow.deniedParams, state: request.state }));
  }
  const code = flow.codes.issue({ request, identity: decision.identity });
  return redirect(reply, withQueryParams(request.redirectUri, { code, state: request.state }));
}
