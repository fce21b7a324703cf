import { html } from '../shared/html.ts';
import { renderPage } from '../shared/page.ts';
import type { PaypalState } from './paypal-state.ts';

export function renderPaypalInfoPage(state: PaypalState): string {
  const base = state.baseUrl();
  const webhooks = [...state.store.webhooks.values()];
  return renderPage(
    'PayPal (sandbox)',
    html`<h1>PayPal (sandbox)</h1>
<p>A stand-in for PayPal's REST API: OAuth2 token, Orders v2, Payments v2, catalog products, billing plans and subscriptions v1 (with their v1 sales) and signed webhooks.</p>
<dl>
  <dt>API base</dt><dd>${base}</dd>
  <dt>Client id</dt><dd>${state.settings.clientId}</dd>
  <dt>Approval page</dt><dd>${base}/checkoutnow?token=ORDER_ID</dd>
  <dt>Subscription approval</dt><dd>${base}/webapps/billing/subscriptions?ba_token=BA-…</dd>
  <dt>Webhook cert</dt><dd>${state.certUrl()}</dd>
  <dt>Test root CA</dt><dd><a href="${base}/_control/test-root.pem">${base}/_control/test-root.pem</a> (trust it through PAYPAL_CERT_TRUSTED_ROOTS)</dd>
</dl>
<h2>Webhook subscriptions</h2>
${webhooks.length === 0
  ? html`<p class="hint">None. POST ${base}/v1/notifications/webhooks or set SANDBOX_PAYPAL_WEBHOOK_URL.</p>`
  : html`<ul class="plain">${webhooks.map((webhook) => html`<li>${webhook.id} → ${webhook.url}<p class="hint">${webhook.eventTypes.join(', ')}</p></li>`)}</ul>`}
<h2>Test controls</h2>
<ul class="plain">
  <li><a href="${base}/_control">Current fault switches</a> (POST JSON to change)</li>
  <li><a href="${base}/_control/requests">Request log</a></li>
  <li><a href="${base}/_control/deliveries">Webhook deliveries</a></li>
  <li>POST ${base}/_control/subscriptions/I-…/bill {"outcome": "completed" | "failed"}: bill the next cycle now → {saleId, eventId}</li>
  <li>POST ${base}/_control/events/WH-…/redeliver: deliver a stored event again, same id</li>
  <li>POST ${base}/_control/sales/SALE_ID/events {"event_type": "PAYMENT.SALE.REFUNDED" | "PAYMENT.SALE.REVERSED"}: refund or reverse what is left of a sale</li>
</ul>`,
  );
}
