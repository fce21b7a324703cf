import { renderDpoIndexEntry } from './dpo/dpo-index-entry.ts';
import type { DpoCompany } from './dpo/dpo-options.ts';
import { html } from './shared/html.ts';
import { renderPage } from './shared/page.ts';

export interface IndexPageOptions {
  publicUrl: string;
  smtpPort: number | undefined;
  googleClientId: string;
  facebookClientId: string;
  dpoCompanies: readonly DpoCompany[];
}

export function renderIndexPage(options: IndexPageOptions): string {
  return renderPage(
    'GuidePass sandbox',
    html`<h1>GuidePass sandbox</h1>
<p>Local stand-ins for outside services. Nothing here reaches the internet.</p>
<ul class="plain">
  <li><a href="/mail">Mail inbox</a>
    <p class="hint">SMTP on port ${options.smtpPort ?? '(not listening)'}, no auth, no TLS. JSON at <a href="/mail/api/messages">/mail/api/messages</a>.</p></li>
  <li><a href="/google/.well-known/openid-configuration">Google (OpenID Connect)</a>
    <p class="hint">Issuer ${options.publicUrl}/google · client ${options.googleClientId}</p></li>
  <li>Facebook login
    <p class="hint">Dialog ${options.publicUrl}/facebook/dialog/oauth · Graph API ${options.publicUrl}/facebook · client ${options.facebookClientId}</p></li>
  <li><a href="/paypal/">PayPal (REST API)</a>
    <p class="hint">API base ${options.publicUrl}/paypal · approval pages ${options.publicUrl}/paypal/checkoutnow?token=&lt;id&gt; and /paypal/webapps/billing/subscriptions?ba_token=&lt;BA-…&gt; · log at <a href="/paypal/_control/requests">requests</a> and <a href="/paypal/_control/deliveries">webhook deliveries</a></p></li>
  <li><a href="/yoco/_control">Yoco checkout</a>
    <p class="hint">API ${options.publicUrl}/yoco/api · hosted pages ${options.publicUrl}/yoco/checkout/&lt;id&gt; · log at <a href="/yoco/_control/deliveries">webhook deliveries</a></p></li>
  ${renderDpoIndexEntry(options.publicUrl, options.dpoCompanies)}
  <li><a href="/guide-site/">Botswana guide site</a>
    <p class="hint">Sample guide pages for GUIDE_URL=${options.publicUrl}/guide-site/</p></li>
  <li>Web Push service
    <p class="hint">Endpoints ${options.publicUrl}/push/send/&lt;id&gt; (VAPID, aes128gcm). Controls: POST /push/_control/subscriptions {applicationServerKey}, GET /push/_control/subscriptions/&lt;id&gt;/messages, POST /push/_control/subscriptions/&lt;id&gt;/expire.</p></li>
</ul>`,
  );
}
