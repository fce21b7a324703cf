import { html, type SafeHtml } from '../shared/html.ts';
import { renderPage } from '../shared/page.ts';
import type { Checkout } from './checkout-store.ts';

export const hostedPageTitle = 'Yoco (sandbox)';

export type CheckoutDecision = 'pay' | 'decline' | 'cancel';

/** Rand with two decimals, e.g. 15000 cents → "R150.00". */
export function formatRand(cents: number): string {
  return `R${(cents / 100).toFixed(2)}`;
}

function decisionForm(action: string, decision: CheckoutDecision, label: string, style: 'primary' | 'secondary'): SafeHtml {
  return html`<form method="post" action="${action}">
<input type="hidden" name="decision" value="${decision}">
<button type="submit" class="${style}">${label}</button>
</form>`;
}

function lineItemList(checkout: Checkout): SafeHtml | string {
  if (checkout.lineItems.length === 0) return '';
  return html`<ul>${checkout.lineItems.map((item) => html`<li>${item.quantity} × ${item.displayName}</li>`)}</ul>`;
}

export function renderCheckoutPage(checkout: Checkout, decisionAction: string): string {
  return renderPage(
    hostedPageTitle,
    html`<p class="banner">Sandbox: no card is charged. ${checkout.mode === 'test' ? 'Test mode.' : 'Live mode key, still simulated.'}</p>
<h1>${hostedPageTitle}</h1>
<p>Amount to pay</p>
<p style="font-size:2rem;font-weight:700;margin:0">${formatRand(checkout.amount)}</p>
${lineItemList(checkout)}
<p class="hint">Card: Visa ending 1111 · checkout ${checkout.id}</p>
${decisionForm(decisionAction, 'pay', 'Pay', 'primary')}
${decisionForm(decisionAction, 'decline', 'Decline', 'secondary')}
${decisionForm(decisionAction, 'cancel', 'Cancel', 'secondary')}
<p class="hint">Pay completes the checkout and sends payment.succeeded. Decline sends the browser to the failure URL with no webhook, as Yoco does. Cancel returns to the cancel URL.</p>`,
  );
}

export function renderAlreadyPaidPage(checkout: Checkout): string {
  return renderPage(
    hostedPageTitle,
    html`<h1>${hostedPageTitle}</h1>
<p>This checkout is already paid (${formatRand(checkout.amount)}, payment ${checkout.paymentId}).</p>
${checkout.successUrl ? html`<p><a href="${checkout.successUrl}">Return to the shop</a></p>` : ''}`,
  );
}

/** Shown when there is no URL to send the browser back to, or nothing to show. */
export function renderCheckoutMessagePage(message: string): string {
  return renderPage(hostedPageTitle, html`<h1>${hostedPageTitle}</h1>
<p>${message}</p>`);
}
