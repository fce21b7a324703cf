import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readParams } from '../shared/request-params.ts';
import { sendHtml } from '../shared/send-html.ts';
import { DpoRefusal, dpoResults } from './dpo-results.ts';
import type { DpoState } from './dpo-state.ts';
import { renderDpoMessagePage, renderMobilePendingPage, renderPaymentPage, type PageTab } from './hosted-page.ts';
import { botswanaCountry } from './mobile-wallets.ts';
import { startMobileCharge } from './mobile-charge.ts';
import { backRedirectUrl, paidRedirectUrl } from './return-urls.ts';
import { declineTransaction, payTransaction } from './settle-transaction.ts';
import { brandOf, checkCardEntry } from './test-cards.ts';
import { customerName } from './transaction-details.ts';
import type { Transaction } from './transaction-store.ts';
import { isExpired } from './transaction-status.ts';

type PageRequest = { Querystring: Record<string, unknown> };

/**
 * The hosted payment page `payv2.php?ID={TransToken}` (providers.md §6.2): card tab with test cards, mobile-money
 * tab, Back. Forms post to the same address with `action` = card | mobile | back.
 */
export const dpoHostedPageRoutes: FastifyPluginAsync<{ state: DpoState }> = async (app, { state }) => {
  const pagePath = `${app.prefix}/payv2.php`;
  const pageUrl = (token: string, tab?: PageTab) => `${pagePath}?ID=${encodeURIComponent(token)}${tab ? `&tab=${tab}` : ''}`;

  function findTransaction(query: unknown): Transaction | undefined {
    const id = readParams(query).ID ?? '';
    return id ? state.transactions.find(id.toUpperCase()) : undefined;
  }

  /** Paid, cancelled or expired tokens: no form any more. Undefined when the member can still pay. */
  function closedPage(reply: FastifyReply, transaction: Transaction): FastifyReply | undefined {
    if (transaction.status === 'paid') {
      const url = paidRedirectUrl(transaction);
      return url ? reply.redirect(url, 302) : sendHtml(reply, 200, renderDpoMessagePage('Payment received. You can close this page.'));
    }
    if (transaction.status === 'cancelled') return sendHtml(reply, 410, renderDpoMessagePage('This payment was cancelled by the merchant.'));
    if (isExpired(transaction, state.settings.now())) return sendHtml(reply, 410, renderDpoMessagePage(`${dpoResults.timeLimitPassed[1]}.`));
    return undefined;
  }

  function showForm(reply: FastifyReply, transaction: Transaction, tab: PageTab, code = 200, error?: string, values?: Record<string, string>) {
    const company = state.company(transaction.companyToken);
    if (!company) return sendHtml(reply, 404, renderDpoMessagePage('Transaction token not found.'));
    const shownTab = company.mobileOperators.length === 0 ? 'card' : tab;
    const reason = error ?? (transaction.status === 'declined' ? `Declined: ${transaction.declineReason ?? 'the payment was declined'}. Try again or pay another way.` : undefined);
    return sendHtml(reply, code, renderPaymentPage({
      transaction,
      company,
      tab: shownTab,
      actionUrl: pageUrl(transaction.token),
      tabUrl: (next) => pageUrl(transaction.token, next),
      error: reason,
      ...(values ? { values } : {}),
    }));
  }

  const notFound = (reply: FastifyReply) => sendHtml(reply, 404, renderDpoMessagePage('Transaction token not found.'));

  app.get<PageRequest>('/payv2.php', async (request, reply) => {
    const transaction = findTransaction(request.query);
    if (!transaction) return notFound(reply);
    const closed = closedPage(reply, transaction);
    if (closed) return closed;
    if (transaction.mobile?.status === 'pending') {
      return sendHtml(reply, 200, renderMobilePendingPage(transaction, transaction.mobile, pageUrl(transaction.token), pageUrl(transaction.token)));
    }
    return showForm(reply, transaction, readParams(request.query).tab === 'mobile' ? 'mobile' : 'card');
  });

  app.post<PageRequest>('/payv2.php', async (request, reply) => {
    const transaction = findTransaction(request.query);
    if (!transaction) return notFound(reply);
    const form = readParams(request.body);
    if (form.action === 'back') {
      const url = backRedirectUrl(transaction);
      return url ? reply.redirect(url, 302) : sendHtml(reply, 200, renderDpoMessagePage('You left the payment page. Nothing was charged.'));
    }
    const closed = closedPage(reply, transaction);
    if (closed) return closed;

    if (form.action === 'mobile') {
      const company = state.company(transaction.companyToken);
      if (!company) return notFound(reply);
      try {
        const charge = startMobileCharge(state, company, transaction, { phone: form.phone ?? '', operator: form.operator ?? '', country: botswanaCountry.name });
        return sendHtml(reply, 200, renderMobilePendingPage(transaction, charge, pageUrl(transaction.token), pageUrl(transaction.token)));
      } catch (error) {
        if (!(error instanceof DpoRefusal)) throw error;
        return showForm(reply, transaction, 'mobile', 400, error.explanation, form);
      }
    }
    if (form.action !== 'card') return showForm(reply, transaction, 'card', 400, 'Choose how to pay.');

    const check = checkCardEntry(
      { number: form.cardNumber ?? '', expiry: form.cardExpiry ?? '', cvv: form.cardCvv ?? '', holder: form.cardHolder ?? '' },
      state.settings.now(),
    );
    if (!check.ok) return showForm(reply, transaction, 'card', 400, check.problem, form);
    if (check.card?.outcome !== 'approved') {
      declineTransaction(transaction, check.card?.reason ?? 'Card not recognised (sandbox: use a test card)');
      return showForm(reply, transaction, 'card', 200, undefined, form);
    }
    payTransaction(state, transaction, {
      method: 'card',
      customerName: form.cardHolder?.trim() || customerName(transaction),
      cardLast4: check.digits.slice(-4),
      cardType: brandOf(check.digits),
    });
    return closedPage(reply, transaction) ?? reply;
  });

  app.get<{ Params: { operator: string } }>('/logos/:operator', async (request, reply) => {
    const label = request.params.operator.replace(/\.svg$/, '').replace(/[^a-z]/g, '').slice(0, 12);
    return reply
      .header('content-type', 'image/svg+xml')
      .send(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" rx="6" fill="#0b57d0"/><text x="48" y="21" font-family="sans-serif" font-size="13" fill="#fff" text-anchor="middle">${label}</text></svg>`);
  });
};
