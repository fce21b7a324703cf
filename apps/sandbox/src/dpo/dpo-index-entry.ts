import { html, type SafeHtml } from '../shared/html.ts';
import type { DpoCompany } from './dpo-options.ts';
import { mobileWallets } from './mobile-wallets.ts';
import { testCards } from './test-cards.ts';

/** The DPO Pay item of the sandbox's index page: where things are, the accounts, the test cards and the controls. */
export function renderDpoIndexEntry(publicUrl: string, companies: readonly DpoCompany[]): SafeHtml {
  return html`<li><a href="/dpo/_control">DPO Pay (XML API, hosted page, mobile money)</a>
    <p class="hint">DPO_API_BASE ${publicUrl}/dpo (POST /dpo/API/v6/) · DPO_PAYMENT_URL ${publicUrl}/dpo/payv2.php (?ID=&lt;TransToken&gt;)</p>
    <p class="hint">Companies: ${companies.map((company) =>
      html`<br>${company.companyToken} · service type ${company.serviceType} · ${company.currencies.join(', ')} · wallets ${
        company.mobileOperators.map((operator) => `${operator} (${mobileWallets[operator].walletName}, MNO ${mobileWallets[operator].mno}, ${mobileWallets[operator].paymentName})`).join(', ') || 'none'}`)}</p>
    <p class="hint">Test cards (any future MM/YY, any CVV): ${testCards.map((card) => `${card.number} ${card.brand} → ${card.outcome}`).join(' · ')}; other numbers are declined.</p>
    <p class="hint">Controls: POST /dpo/_control/mobile/&lt;TransToken&gt; {"outcome": "approved" | "declined" | "timeout"} · POST /dpo/_control/expire/&lt;TransToken&gt; · POST /dpo/_control/result/&lt;TransToken&gt; {"result": "001"…"007"} · PUT /dpo/_control/portal/&lt;CompanyToken&gt; {"notificationUrl"} · POST /dpo/_control {notifications: {duplicate, delayMs, hold, outOfOrder}, mobileRedirect, refundChecker} · POST /dpo/_control/refund/&lt;TransToken&gt; {"outcome": "approved" | "declined"} · POST /dpo/_control/release · POST /dpo/_control/notifications/&lt;TransToken&gt; (send again) · log at <a href="/dpo/_control/notifications">notifications</a></p></li>`;
}
