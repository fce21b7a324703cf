import { html, type SafeHtml } from '../shared/html.ts';
import { renderPage } from '../shared/page.ts';
import type { Order } from './paypal-store.ts';

export const title = 'PayPal (sandbox)';

export type ApprovalDecision = 'approve' | 'decline' | 'cancel';

/** One choice on an approval page; `token` is the hidden field naming what is approved (orders: token, subscriptions: ba_token). */
export function decisionForm(action: string, token: { name: string; value: string }, decision: ApprovalDecision, label: string, style: string, hint: string): SafeHtml {
  return html`<form method="post" action="${action}">
<input type="hidden" name="${token.name}" value="${token.value}">
<input type="hidden" name="decision" value="${decision}">
<button type="submit" class="${style}">${label}</button>
<p class="hint">${hint}</p>
</form>`;
}

export function renderApprovalPage(order: Order, merchantName: string, decisionAction: string): string {
  const amounts = order.purchaseUnits.map((unit) => `${unit.amount.value} ${unit.amount.currency_code}`).join(' + ');
  const descriptions = order.purchaseUnits.flatMap((unit) => (unit.description ? [unit.description] : []));
  return renderPage(
    title,
    html`<p class="banner">Sandbox: no PayPal account is used and no money moves.</p>
<h1>${title}</h1>
<p>Pay <strong>${merchantName}</strong></p>
<dl>
  <dt>Amount</dt><dd>${amounts}</dd>
  ${descriptions.length > 0 ? html`<dt>Description</dt><dd>${descriptions.join('; ')}</dd>` : ''}
  <dt>Order</dt><dd>${order.id}</dd>
</dl>
${order.status === 'APPROVED' ? html`<p class="hint">Already approved; choosing again replaces the earlier choice.</p>` : ''}
${decisionForm(decisionAction, { name: 'token', value: order.id }, 'approve', 'Approve', 'primary', 'Pay with the sandbox buyer account. The merchant still has to capture.')}
${decisionForm(decisionAction, { name: 'token', value: order.id }, 'decline', 'Decline', 'secondary', 'Approve with a funding source that will be declined: the capture fails with INSTRUMENT_DECLINED.')}
${decisionForm(decisionAction, { name: 'token', value: order.id }, 'cancel', 'Cancel', 'secondary', 'Return to the merchant without paying.')}`,
  );
}

/** What PayPal shows instead of redirecting, e.g. for an unknown token or a missing return_url. */
export function renderApprovalErrorPage(message: string): string {
  return renderPage(title, html`<h1>${title}</h1>
<p>${message}</p>
<p class="hint">This is the sandbox's error page; PayPal shows one too instead of redirecting.</p>`);
}
