import { html, type SafeHtml } from '../shared/html.ts';

/** The PayPal item of the sandbox's index page: the API base, the approval pages and the logs. */
export function renderPaypalIndexEntry(publicUrl: string): SafeHtml {
  return html`<li><a href="/paypal/">PayPal (REST API)</a>
    <p class="hint">API base ${publicUrl}/paypal · approval pages ${publicUrl}/paypal/checkoutnow?token=&lt;id&gt; and /paypal/webapps/billing/subscriptions?ba_token=&lt;BA-…&gt; · log at <a href="/paypal/_control/requests">requests</a> and <a href="/paypal/_control/deliveries">webhook deliveries</a></p></li>`;
}
