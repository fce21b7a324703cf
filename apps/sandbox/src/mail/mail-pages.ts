import { html } from '../shared/html.ts';
import { renderPage } from '../shared/page.ts';
import type { StoredMessage } from './mail-store.ts';

export function renderInboxPage(messages: StoredMessage[]): string {
  const list = messages.length
    ? html`<ul class="plain">${messages.map(
        (message) => html`<li>
  <a href="/mail/messages/${encodeURIComponent(message.id)}">${message.subject || '(no subject)'}</a>
  <p class="hint">To ${message.to.join(', ')} · <time datetime="${message.receivedAt}">${message.receivedAt}</time></p>
</li>`,
      )}</ul>`
    : html`<p>No messages yet. Send mail to the sandbox SMTP port and <a href="/mail">refresh</a>.</p>`;
  return renderPage(
    'Sandbox inbox',
    html`<p><a href="/">Sandbox</a></p>
<h1>Sandbox inbox</h1>
<p class="hint">${messages.length} message(s), newest first. <a href="/mail">Refresh</a></p>
${list}`,
  );
}

export function renderMessagePage(message: StoredMessage): string {
  const htmlBody = message.html
    ? html`<h2>HTML body</h2>
<iframe sandbox="" referrerpolicy="no-referrer" title="HTML body of ${message.subject}" srcdoc="${message.html}"></iframe>`
    : '';
  return renderPage(
    message.subject || '(no subject)',
    html`<p><a href="/mail">Back to inbox</a></p>
<h1>${message.subject || '(no subject)'}</h1>
<dl>
  <dt>From</dt><dd>${message.from}</dd>
  <dt>To</dt><dd>${message.to.join(', ')}</dd>
  <dt>Received</dt><dd><time datetime="${message.receivedAt}">${message.receivedAt}</time></dd>
  <dt>Id</dt><dd>${message.id}</dd>
</dl>
<h2>Text body</h2>
<pre>${message.text || '(no text body)'}</pre>
${htmlBody}`,
  );
}

export function renderMessageNotFoundPage(id: string): string {
  return renderPage(
    'Message not found',
    html`<p><a href="/mail">Back to inbox</a></p>
<h1>Message not found</h1>
<p>There is no message with id ${id}. The inbox keeps only recent messages and is cleared on restart.</p>`,
  );
}
