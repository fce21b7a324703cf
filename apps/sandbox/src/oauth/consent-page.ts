import { html, type SafeHtml } from '../shared/html.ts';
import { renderPage } from '../shared/page.ts';
import { describeIdentity, type Identity } from './identity.ts';

export interface ConsentPageOptions {
  /** e.g. "Sign in with Google (sandbox)" */
  title: string;
  appName: string;
  clientId: string;
  /** e.g. "Google Account" */
  accountNoun: string;
  scope: string;
  /** Where every button posts (form POST, urlencoded). */
  decisionAction: string;
  /** The original authorization request parameters, sent along as hidden fields. */
  requestFields: Record<string, string>;
  presets: Identity[];
  emailRequired: boolean;
  asksEmailVerified: boolean;
}

function hiddenFields(fields: Record<string, string>): SafeHtml[] {
  return Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
}

function presetForm(options: ConsentPageOptions, identity: Identity): SafeHtml {
  const identityFields: Record<string, string> = { decision: 'allow', name: identity.name };
  if (identity.email) identityFields.email = identity.email;
  if (options.asksEmailVerified) identityFields.email_verified = String(identity.emailVerified);
  const hint = !identity.email
    ? 'Account without an e-mail address'
    : options.asksEmailVerified && !identity.emailVerified
      ? 'E-mail address not verified'
      : undefined;
  return html`<form method="post" action="${options.decisionAction}">
${hiddenFields(options.requestFields)}${hiddenFields(identityFields)}
<button type="submit">${describeIdentity(identity)}</button>
${hint ? html`<p class="hint">${hint}</p>` : ''}
</form>`;
}

function typedIdentityForm(options: ConsentPageOptions): SafeHtml {
  const verifiedCheckbox = options.asksEmailVerified
    ? html`<label class="checkbox" for="consent-email-verified"><input id="consent-email-verified" type="checkbox" name="email_verified" value="true" checked> Email verified</label>`
    : '';
  return html`<form method="post" action="${options.decisionAction}">
${hiddenFields(options.requestFields)}<input type="hidden" name="decision" value="allow">
<label for="consent-email">Email</label>
<input id="consent-email" type="email" name="email" autocomplete="email"${options.emailRequired ? html` required` : ''}>
<label for="consent-name">Name</label>
<input id="consent-name" type="text" name="name" autocomplete="name">
${verifiedCheckbox}
<button type="submit" class="primary">Continue</button>
</form>`;
}

export function renderConsentPage(options: ConsentPageOptions): string {
  const scopes = options.scope.split(/[\s,]+/).filter(Boolean);
  return renderPage(
    options.title,
    html`<p class="banner">Sandbox: no real account is used. Pick any identity.</p>
<h1>${options.title}</h1>
<p><strong>${options.appName}</strong> wants to access your ${options.accountNoun}.</p>
<p class="hint">Client ${options.clientId}${scopes.length ? html` · requested: ${scopes.join(', ')}` : ''}</p>
<h2>Choose an account</h2>
${options.presets.map((identity) => presetForm(options, identity))}
<h2>Or use another account</h2>
${typedIdentityForm(options)}
<form method="post" action="${options.decisionAction}">
${hiddenFields(options.requestFields)}<input type="hidden" name="decision" value="deny">
<button type="submit" class="secondary">Cancel</button>
</form>`,
  );
}

export function renderOAuthErrorPage(title: string, message: string): string {
  return renderPage(
    title,
    html`<h1>${title}</h1>
<p>${message}</p>
<p class="hint">This is the sandbox's error page; a real provider would show one too instead of redirecting.</p>`,
  );
}
