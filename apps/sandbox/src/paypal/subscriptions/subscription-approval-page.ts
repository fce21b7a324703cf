import { html } from '../../shared/html.ts';
import { renderPage } from '../../shared/page.ts';
import { decisionForm, title } from '../approval-page.ts';
import type { BillingCycle, Plan, Subscription } from './subscription-records.ts';

function every(cycle: BillingCycle): string {
  const unit = cycle.intervalUnit.toLowerCase();
  return cycle.intervalCount === 1 ? `every ${unit}` : `every ${cycle.intervalCount} ${unit}s`;
}

/** e.g. "14.80 USD every 2 weeks (1 time), then 7.40 USD every week". */
export function describeSchedule(plan: Plan): string {
  const parts = plan.billingCycles.map((cycle) => {
    const price = cycle.price ? `${cycle.price.value} ${cycle.price.currency_code}` : 'free';
    const times = cycle.totalCycles === 0 ? '' : ` (${cycle.totalCycles} ${cycle.totalCycles === 1 ? 'time' : 'times'})`;
    return `${price} ${every(cycle)}${times}`;
  });
  const setup = plan.setupFee ? `${plan.setupFee.value} ${plan.setupFee.currency_code} now, then ` : '';
  return `${setup}${parts.join(', then ')}`;
}

export function renderSubscriptionApprovalPage(subscription: Subscription, plan: Plan, decisionAction: string): string {
  const merchant = subscription.brandName ?? 'GuidePass';
  return renderPage(
    title,
    html`<p class="banner">Sandbox: no PayPal account is used and no money moves.</p>
<h1>${title}</h1>
<p>Set up automatic payments to <strong>${merchant}</strong></p>
<dl>
  <dt>Plan</dt><dd>${plan.name}</dd>
  <dt>Payments</dt><dd>${describeSchedule(plan)}</dd>
  <dt>Starts</dt><dd>${subscription.startTime.toISOString()}</dd>
  <dt>Subscription</dt><dd>${subscription.id}</dd>
</dl>
${decisionForm(decisionAction, { name: 'ba_token', value: subscription.baToken }, 'approve', 'Approve', 'primary', 'Agree with the sandbox buyer account: the subscription becomes active and the first payment is taken when it starts.')}
${decisionForm(decisionAction, { name: 'ba_token', value: subscription.baToken }, 'cancel', 'Cancel', 'secondary', 'Return to the merchant without subscribing.')}`,
  );
}
