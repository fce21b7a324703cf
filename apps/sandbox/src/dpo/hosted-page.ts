import { html, SafeHtml } from '../shared/html.ts';
import { renderPage } from '../shared/page.ts';
import type { DpoCompany } from './dpo-options.ts';
import { formatAmount } from './dpo-fields.ts';
import { formatLocalMobile, mobileWallets, walletInstructions } from './mobile-wallets.ts';
import { testCards } from './test-cards.ts';
import { customerName } from './transaction-details.ts';
import type { MobileCharge, Transaction } from './transaction-store.ts';

export const dpoPageTitle = 'DPO Pay (sandbox)';

export type PageTab = 'card' | 'mobile';

export interface PaymentPageView {
  transaction: Transaction;
  company: DpoCompany;
  tab: PageTab;
  /** Where the forms post (the page's own URL with ?ID=). */
  actionUrl: string;
  tabUrl: (tab: PageTab) => string;
  /** A problem with what was typed, or why the last attempt was declined. */
  error?: string | undefined;
  /** What was typed, kept after a refusal. */
  values?: Record<string, string>;
}

export function amountText(transaction: Transaction): string {
  return `${transaction.currency} ${formatAmount(transaction.amountMinor)}`;
}

function summary(transaction: Transaction): SafeHtml {
  return html`<p class="banner">Sandbox: no card or wallet is charged.</p>
<h1>${dpoPageTitle}</h1>
<p>Amount to pay</p>
<p style="font-size:2rem;font-weight:700;margin:0">${amountText(transaction)}</p>
<ul>${transaction.services.map((service) => html`<li>${service.description}</li>`)}</ul>
<p class="hint">Customer: ${customerName(transaction) || '—'} · reference ${transaction.companyRef || '—'} · token ${transaction.token}</p>`;
}

function tabs(view: PaymentPageView): SafeHtml {
  if (view.company.mobileOperators.length === 0) return html``;
  const link = (tab: PageTab, label: string) =>
    view.tab === tab ? html`<strong aria-current="page">${label}</strong>` : html`<a href="${view.tabUrl(tab)}">${label}</a>`;
  return html`<nav aria-label="Payment method"><p>${link('card', 'Card')} · ${link('mobile', 'Mobile money')}</p></nav>`;
}

function cardForm(view: PaymentPageView): SafeHtml {
  const value = (name: string) => view.values?.[name] ?? '';
  return html`<form method="post" action="${view.actionUrl}">
<input type="hidden" name="action" value="card">
<label for="cardNumber">Card number</label>
<input type="text" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="${value('cardNumber')}">
<label for="cardExpiry">Expiry (MM/YY)</label>
<input type="text" id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" value="${value('cardExpiry')}">
<label for="cardCvv">Security code</label>
<input type="text" id="cardCvv" name="cardCvv" inputmode="numeric" autocomplete="cc-csc" value="">
<label for="cardHolder">Name on card</label>
<input type="text" id="cardHolder" name="cardHolder" autocomplete="cc-name" value="${value('cardHolder')}">
<button type="submit" class="primary">Pay ${amountText(view.transaction)}</button>
</form>
<p class="hint">Test cards: ${testCards.map((card) => `${card.number} (${card.outcome})`).join(', ')}; any future expiry, any CVV.</p>`;
}

function mobileForm(view: PaymentPageView): SafeHtml {
  const chosen = view.values?.operator ?? view.company.mobileOperators[0];
  return html`<form method="post" action="${view.actionUrl}">
<input type="hidden" name="action" value="mobile">
<label for="operator">Wallet</label>
<select id="operator" name="operator" style="width:100%;min-height:44px;font-size:1rem">
${view.company.mobileOperators.map((operator) =>
  html`<option value="${operator}"${operator === chosen ? new SafeHtml(' selected') : ''}>${mobileWallets[operator].walletName} (${mobileWallets[operator].network})</option>`)}
</select>
<label for="phone">Mobile number (+267)</label>
<input type="text" id="phone" name="phone" inputmode="tel" autocomplete="tel" value="${view.values?.phone ?? ''}">
<button type="submit" class="primary">Send payment request</button>
</form>`;
}

function backForm(actionUrl: string): SafeHtml {
  return html`<form method="post" action="${actionUrl}">
<input type="hidden" name="action" value="back">
<button type="submit" class="secondary">Back</button>
</form>`;
}

export function renderPaymentPage(view: PaymentPageView): string {
  return renderPage(
    dpoPageTitle,
    html`${summary(view.transaction)}
${tabs(view)}
${view.error ? html`<p role="alert" class="banner">${view.error}</p>` : ''}
${view.tab === 'mobile' ? mobileForm(view) : cardForm(view)}
${backForm(view.actionUrl)}`,
  );
}

/** "Approve on your phone", refreshed every few seconds until the phone has answered. */
export function renderMobilePendingPage(transaction: Transaction, charge: MobileCharge, refreshUrl: string, actionUrl: string): string {
  const wallet = mobileWallets[charge.operator];
  return renderPage(
    dpoPageTitle,
    html`<meta http-equiv="refresh" content="5; url=${refreshUrl}">
${summary(transaction)}
<h2>Approve ${amountText(transaction)} on your phone (${wallet.walletName}, ${formatLocalMobile(charge.phone)})</h2>
<p>${walletInstructions(wallet, formatAmount(transaction.amountMinor), transaction.currency)}</p>
<p><a href="${refreshUrl}">Check again</a></p>
<p class="hint">Sandbox: the phone is played by POST /dpo/_control/mobile/${transaction.token} {"outcome": "approved" | "declined" | "timeout"}.</p>
${backForm(actionUrl)}`,
  );
}

export function renderDpoMessagePage(message: string, link?: { href: string; label: string }): string {
  return renderPage(dpoPageTitle, html`<h1>${dpoPageTitle}</h1>
<p>${message}</p>
${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}`);
}
