import { html, type SafeHtml } from './shared/html.ts';
import { renderPage } from './shared/page.ts';

export interface IndexPageOptions {
  publicUrl: string;
  smtpPort: number | undefined;
  googleClientId: string;
  facebookClientId: string;
  /** the payment stand-ins' items, in the list's order */
  standInEntries: readonly SafeHtml[];
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
  ${options.standInEntries.map((entry, index) => (index === 0 ? entry : html`\n  ${entry}`))}
  <li><a href="/guide-site/">Botswana guide site</a>
    <p class="hint">Sample guide pages for GUIDE_URL=${options.publicUrl}/guide-site/</p></li>
  <li>Web Push service
    <p class="hint">Endpoints ${options.publicUrl}/push/send/&lt;id&gt; (VAPID, aes128gcm). Controls: POST /push/_control/subscriptions {applicationServerKey}, GET /push/_control/subscriptions/&lt;id&gt;/messages, POST /push/_control/subscriptions/&lt;id&gt;/expire.</p></li>
</ul>`,
  );
}
