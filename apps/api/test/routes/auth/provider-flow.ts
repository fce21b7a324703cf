import type { Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox, type RunningSandbox } from '@guidepass/sandbox/start';
import { build, json, refreshCookie } from '../../helper.ts';

/** build()'s APP_URL, whose callbacks the strict stand-ins register. */
export const testAppUrl = 'http://app.test';

/** A sandbox whose Google and Facebook clients register exactly the product's callback URLs at `appUrl`. */
export async function strictSandbox(t: Test, appUrl = testAppUrl): Promise<RunningSandbox> {
  const sandbox = await startSandbox({
    google: { redirectUris: [`${appUrl}/auth/google/callback`] },
    facebook: { redirectUris: [`${appUrl}/auth/facebook/callback`] },
  });
  t.teardown(() => sandbox.close());
  return sandbox;
}

/** The product configured against the stand-ins at `sandboxUrl`, on its own database. */
export function buildAgainst(t: Test, sandboxUrl: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  return build(t, {
    GOOGLE_CLIENT_ID: sandboxDefaults.google.clientId,
    GOOGLE_CLIENT_SECRET: sandboxDefaults.google.clientSecret,
    GOOGLE_ISSUER: `${sandboxUrl}/google`,
    FACEBOOK_CLIENT_ID: sandboxDefaults.facebook.clientId,
    FACEBOOK_CLIENT_SECRET: sandboxDefaults.facebook.clientSecret,
    FACEBOOK_AUTH_URL: `${sandboxUrl}/facebook`,
    FACEBOOK_GRAPH_URL: `${sandboxUrl}/facebook`,
    ...env,
  });
}

export async function withSandbox(t: Test) {
  const sandbox = await strictSandbox(t);
  const app = await buildAgainst(t, sandbox.url);
  return { app, sandbox };
}

export const cookiesOf = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

export const decisionPath = { google: '/google/authorize/decision', facebook: '/facebook/dialog/oauth/decision' } as const;

/** Walks the code flow: our start route, the sandbox consent decision, our callback. Returns the callback answer. */
export async function signInThroughProvider(app: FastifyInstance, provider: 'google' | 'facebook', identity: Record<string, string>, query = '') {
  const start = await app.inject({ url: `/auth/${provider}${query}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const authorize = new URL(String(start.headers.location));
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), decision: 'allow', ...identity });
  const decision = await fetch(new URL(decisionPath[provider], authorize.origin), { method: 'POST', body: form, redirect: 'manual' });
  const location = decision.headers.get('location');
  if (!location) throw new Error(`the provider answered ${decision.status}: ${await decision.text()}`);
  const back = new URL(location);
  return app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: cookiesOf(start) } });
}

/** The profile of the session the callback started. */
export async function profileAfter(app: FastifyInstance, callback: LightMyRequestResponse) {
  const cookie = refreshCookie(callback);
  if (!cookie) throw new Error(`no session after callback: ${callback.headers.location}`);
  const refreshed = await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
  const me = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${json(refreshed).data.accessToken}` } });
  return json(me).data;
}

/** The auth_error the callback sent the browser back with, or null. */
export const authErrorOf = (callback: LightMyRequestResponse) => new URL(String(callback.headers.location)).searchParams.get('auth_error');
