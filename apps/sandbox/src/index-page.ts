import { html } from './shared/html.ts';
import { renderPage } from './shared/page.ts';

export interface IndexPageOptions {
  publicUrl: string;
  smtpPort: number | undefined;
  googleClientId: string;
  facebookClientId: string;
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
</ul>`,
  );
}
