import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import jsqr from 'jsqr';
import { messages } from '@guidepass/domain/messages';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { App } from '../../../app/App.tsx';
import { uiText } from '../../../config/missing-messages.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { createLastSignInStore } from '../../../lib/session/last-sign-in.ts';
import { createSession } from '../../../lib/session/create-session.ts';
import { onOnline } from '../../../lib/online.ts';
import { failure, noSession, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { startTestServer, type RecordedRequest } from '../../../testing/test-server.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import type { MySales } from '../api/get-my-sales.ts';
import { saveLedger, saveSummary, savedSummary } from '../sales-cache.ts';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

const neo = { id: 'sp-1', fullName: 'Neo Kgosi', referralCode: 'NEO234' };
const referralUrl = 'https://app.guidepass.example/?ref=NEO234';
const mySales: MySales = {
  ...neo,
  referralUrl,
  month: { signups: 4, payingMembers: 2, sales: 3, earningsThebe: 11400, earnings: 'P114', paidOutThebe: 10000, owedThebe: 1400 },
  allTime: { signups: 17, payingMembers: 9, sales: 12, earningsThebe: 45600, earnings: 'P456', paidOutThebe: 30000, owedThebe: 15600 },
};
// A salesperson who is no member: the view needs no membership.
const salesperson = { ...profile({ uid: 'u-neo', email: 'neo@example.com' }), salespersonAccount: neo };

const ledgers: Record<string, LedgerRow[]> = {
  // 22:30 UTC on the last day of October is already 1 November in Gaborone: the API counts it in November.
  '2026-10': [
    { at: '2026-10-02T08:15:00.000Z', tierId: 'sadc', tierName: 'SADC Citizens', priceThebe: 20000, amount: '14.80', amountMinor: 1480, currency: 'USD', commissionThebe: 2000, kind: 'sale', member: 'K. M. · k***@gmail.com', memberName: 'Kagiso M.' },
    { at: '2026-10-09T10:00:00.000Z', tierId: 'local', tierName: 'Local', priceThebe: 10000, amount: '133.00', amountMinor: 13300, currency: 'ZAR', commissionThebe: -1000, kind: 'refund', member: 'T. S. · t***@yahoo.com', memberName: 'Tumi S.' },
    // DPO Pay charges the pula price itself: the price alone.
    { at: '2026-10-12T10:00:00.000Z', tierId: 'local', tierName: 'Local', priceThebe: 10000, amount: '100.00', amountMinor: 10000, currency: 'BWP', commissionThebe: 1000, kind: 'sale', member: 'O. M. · o***@gmail.com', memberName: 'Onalenna M.', paidWith: 'Orange Money ·· 567' },
  ],
  // As a ledger kept offline by an older version: no first name, no tier name.
  '2026-09': [{ at: '2026-09-30T21:59:00.000Z', tierId: 'global', amount: '56.20', currency: 'USD', commissionThebe: 7600, kind: 'sale', member: '=cmd · x***@evil.com' }],
};
const monthOf = (request: RecordedRequest) => new URLSearchParams(request.search).get('month');

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: salesperson } });
  server.on('GET /api/admin/status', { body: { data: { admin: false } } });
  server.on('GET /api/salesperson/me', { body: { data: mySales } });
  server.on('GET /api/salesperson/me/ledger', (request) => ({ body: { data: { rows: ledgers[monthOf(request) ?? ''] ?? [] } } }));
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

/** Draws the SVG's dark modules into a white RGBA image, 4 pixels a module, as a phone camera would see it. */
function rasterise(svg: SVGSVGElement): { pixels: Uint8ClampedArray; width: number } {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
      }
    }
  }
  return { pixels, width };
}

const figureRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('My sales', () => {
  it('a salesperson without a membership lands on My sales, not the paywall: link, QR that decodes to it, code, figures', async () => {
    renderApp(server);
    expect(await screen.findByRole('heading', { level: 1, name: salesUiText.mySalesTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: uiText.paymentTitle })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: uiText.mySalesEntry })).toBeTruthy();
    expect(await screen.findByRole('link', { name: referralUrl })).toBeTruthy();
    expect(screen.getByText('NEO234').className).toContain('referral__code-value');

    const qr = screen.getByRole('img', { name: salesUiText.referralQr(referralUrl) }) as unknown as SVGSVGElement;
    const { pixels, width } = rasterise(qr);
    // jsqr is CommonJS: its function is also its `default`.
    expect(jsqr.default(pixels, width, width)?.data).toBe(referralUrl);

    const figures = screen.getByRole('table', { name: /and all time/ });
    expect(figureRows(figures)).toEqual([
      ['Sign-ups', '4', '17'],
      ['Paying members', '2', '9'],
      ['Sales', '3', '12'],
      ['Earnings', 'P114', 'P456'],
      ['Paid out', 'P100', 'P300'],
      ['Owed to you', 'P14', 'P156'],
    ]);
    expect(screen.getByText(salesUiText.lastUpdated('just now'))).toBeTruthy();
    // This month's earnings and sales come first (product.md §20): the first section of the view, before the QR.
    const sections = screen.getAllByRole('region');
    const headline = sections[0]!;
    expect(within(headline).getByRole('heading', { level: 2 }).textContent).toMatch(/^This month, /);
    expect(Array.from(headline.querySelectorAll('dl > div'), (pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent])).toEqual([
      [salesUiText.headlineEarned, 'P114'],
      [salesUiText.headlineSales, '3'],
    ]);
    expect(headline.compareDocumentPosition(qr as unknown as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(server.callsTo('GET /api/salesperson/me')[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(server.callsTo('GET /api/salesperson/me/ledger').map(monthOf)).toContain(currentMonth(new Date()));
    // Kept for opening offline, for this account only.
    expect(savedSummary('u-neo')?.value.referralCode).toBe('NEO234');
    expect(savedSummary('someone-else')).toBeNull();
  });

  it("a salesperson who is also a member lands on My sales, opens the guide and finds My sales in the guide's top bar menu", async () => {
    const member = { ...salesperson, paymentStatus: 'paid', membershipExpiry: new Date(Date.now() + 7 * 86_400_000).toISOString(), membershipActive: true };
    server.on('GET /api/me', { body: { data: member } });
    const { user } = renderApp(server);
    expect(await screen.findByRole('heading', { level: 1, name: salesUiText.mySalesTitle })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: uiText.openGuide }));
    expect(await screen.findByRole('heading', { name: uiText.guideFrameTitle })).toBeTruthy();
    expect(window.location.search).toBe('?view=guide');
    expect(screen.queryByRole('banner')).toBeNull();
    await user.click(screen.getByRole('button', { name: uiText.topBarMenu }));
    await user.click(await screen.findByRole('link', { name: uiText.mySalesEntry }));
    expect(await screen.findByRole('heading', { level: 1, name: salesUiText.mySalesTitle })).toBeTruthy();
    expect(await screen.findByRole('link', { name: referralUrl })).toBeTruthy();
  });

  it('without a share sheet, Share copies the link and says so', async () => {
    const { user } = renderApp(server, '/?view=sales');
    await user.click(await screen.findByRole('button', { name: salesUiText.copyLink }));
    expect(await screen.findByText(salesUiText.linkCopied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(referralUrl);
  });

  it('with a share sheet, Share hands it the link and the salesperson name', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user } = renderApp(server, '/?view=sales');
    await user.click(await screen.findByRole('button', { name: salesUiText.shareLink }));
    expect(share).toHaveBeenCalledWith({ title: salesUiText.shareTitle, text: salesUiText.shareText('Neo Kgosi'), url: referralUrl });
    expect(screen.queryByText(salesUiText.linkCopied)).toBeNull();
  });

  it('the month switcher reads the ledger of the month asked for; the CSV holds those rows, members masked as given', async () => {
    const { user } = renderApp(server, '/?view=sales&month=2026-10');
    const october = await screen.findByRole('table', { name: /October 2026/ });
    expect(figureRows(october)).toEqual([
      ['Kagiso M.SADC Citizens', '2 Oct, 10:15Sale', 'P20014.80 USD', 'P20'],
      ['Tumi S.Local', '9 Oct, 12:00Refunded · commission −P10', 'P100133.00 ZAR', '−P10'],
      ['Onalenna M.Local', '12 Oct, 12:00SaleOrange Money ·· 567', 'P100', 'P10'],
    ]);
    const csvLink = screen.getByRole('link', { name: salesUiText.downloadLedgerCsv('October 2026') });
    expect(csvLink.getAttribute('download')).toBe('guidepass-sales-2026-10.csv');
    const csv = decodeURIComponent(csvLink.getAttribute('href')!.replace('data:text/csv;charset=utf-8,', ''));
    expect(csv.split('\r\n')).toEqual([
      'Date (Gaborone),Kind,Member,Tier,Price (BWP),Amount charged,Currency,Commission (BWP),Paid with',
      '2026-10-02 10:15,sale,K. M. · k***@gmail.com,sadc,200.00,14.80,USD,20.00,',
      '2026-10-09 12:00,refund,T. S. · t***@yahoo.com,local,100.00,133.00,ZAR,-10.00,',
      '2026-10-12 12:00,sale,O. M. · o***@gmail.com,local,100.00,100.00,BWP,10.00,Orange Money ·· 567',
      '',
    ]);

    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    const september = await screen.findByRole('table', { name: /September 2026/ });
    expect(window.location.search).toBe('?view=sales&month=2026-09');
    // 21:59 UTC on 30 September is still September in Gaborone (23:59).
    expect(figureRows(september)).toEqual([['=cmd · x***@evil.comglobal', '30 Sept, 23:59Sale', '56.20 USD', 'P76']]);
    const septemberCsv = decodeURIComponent(screen.getByRole('link', { name: /Download my ledger/ }).getAttribute('href')!);
    // A cell that a spreadsheet would run as a formula is defused.
    expect(septemberCsv).toContain(",'=cmd · x***@evil.com,");

    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(await screen.findByText(salesUiText.ledgerNone('August 2026'))).toBeTruthy();
    expect(server.callsTo('GET /api/salesperson/me/ledger').map(monthOf)).toEqual(expect.arrayContaining(['2026-10', '2026-09', '2026-08']));
    expect(server.callsTo('GET /api/salesperson/me/ledger').map(monthOf)).not.toContain(null);
  });

  it('an account that is no salesperson is told so, and sees no My sales link', async () => {
    server.on('GET /api/me', { body: { data: profile() } });
    server.on('GET /api/salesperson/me', failure(403, 'permission-denied', 'Permission denied.'));
    server.on('GET /api/salesperson/me/ledger', failure(403, 'permission-denied', 'Permission denied.'));
    renderApp(server, '/?view=sales');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.notSalesperson));
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: uiText.mySalesEntry })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('signing out deletes the figures kept on this device', async () => {
    const { user } = renderApp(server, '/?view=sales');
    expect(await screen.findByRole('link', { name: referralUrl })).toBeTruthy();
    expect(savedSummary('u-neo')).not.toBeNull();
    // My sales is a salesperson's home: Sign Out is there, as on every home view.
    expect(screen.queryByRole('button', { name: uiText.backToApp })).toBeNull();
    server.on('POST /auth/refresh', noSession);
    await user.click(await screen.findByRole('button', { name: uiText.signOut }));
    await screen.findByRole('button', { name: uiText.login });
    await waitFor(() => expect(savedSummary('u-neo')).toBeNull());
  });
});

describe('My sales without a network', () => {
  it('shows the figures and ledger last read on this device, saying how old they are', async () => {
    const probe = await startTestServer();
    await probe.close();
    const twoHoursAgo = Date.now() - 2 * 3_600_000;
    saveSummary('u-neo', { value: mySales, savedAt: twoHoursAgo });
    saveLedger('u-neo', '2026-10', { value: ledgers['2026-10']!, savedAt: twoHoursAgo });
    const store = createLastSignInStore();
    store.write({ email: salesperson.email, emailVerified: true, profile: salesperson });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.history.replaceState(null, '', '/?view=sales&month=2026-10');
    const session = createSession(createApiClient({ baseUrl: probe.url }), { lastSignIn: store, onOnline });
    try {
      render(<App client={createApiClient({ baseUrl: probe.url })} session={session} />, { reactStrictMode: true });
      expect(await screen.findByText(salesUiText.offlineFigures('2 hours ago'))).toBeTruthy();
      expect(screen.getByRole('link', { name: referralUrl })).toBeTruthy();
      expect(screen.getByRole('img', { name: salesUiText.referralQr(referralUrl) })).toBeTruthy();
      expect(figureRows(screen.getByRole('table', { name: /October 2026/ }))).toHaveLength(3);
      expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');

      // A month never read on this device cannot be shown offline: it says the server is out of reach.
      await userEvent.setup().click(screen.getByRole('button', { name: /Previous month/ }));
      await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent).join(' ')).toContain(messages.unavailable));
      expect(screen.getByText(salesUiText.offlineFigures('2 hours ago'))).toBeTruthy();
    } finally {
      session.dispose();
    }
  });
});

describe('claiming a salesperson invite', () => {
  async function logIn(user: ReturnType<typeof renderApp>['user']) {
    await user.click(await screen.findByRole('button', { name: uiText.toLogin }));
    await user.type(screen.getByLabelText(uiText.emailLabel), 'neo@example.com');
    await user.type(screen.getByLabelText(uiText.loginPasswordLabel), 'secret1');
    await user.click(screen.getByRole('button', { name: uiText.login }));
  }

  it('the invite link is kept through signing in, claimed once, then My sales opens', async () => {
    let claimed = false;
    server.on('POST /auth/refresh', noSession);
    server.on('POST /auth/login', tokens('tok-2', true));
    server.on('GET /api/me', () => ({ body: { data: claimed ? salesperson : profile({ uid: 'u-neo' }) } }));
    server.on('POST /api/salesperson/claim', () => {
      claimed = true;
      return { body: { data: { salesperson: neo } } };
    });
    const { user } = renderApp(server, '/?claim=invite-token-123456');
    expect(await screen.findByRole('button', { name: uiText.toLogin })).toBeTruthy();
    expect(window.sessionStorage.getItem('gp.claimToken')).toBe('invite-token-123456');
    expect(server.callsTo('POST /api/salesperson/claim')).toHaveLength(0);
    // The address changes on the way (an e-mail link, a provider's return): the tab still holds the invite.
    window.history.replaceState(null, '', '/');

    await logIn(user);
    expect(await screen.findByText(salesUiText.claimedSalesperson('Neo Kgosi'))).toBeTruthy();
    expect(await screen.findByRole('link', { name: referralUrl })).toBeTruthy();
    const claims = server.callsTo('POST /api/salesperson/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.body).toEqual({ token: 'invite-token-123456' });
    expect(claims[0]!.headers.authorization).toBe('Bearer tok-2');
    expect(window.location.search).toBe('?view=sales');
    expect(window.sessionStorage.getItem('gp.claimToken')).toBeNull();
    // The profile is read again: the header now has My sales.
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: uiText.mySalesEntry })).toBeTruthy();
    // Gaining the link does not remount the view: the welcome stays.
    expect(screen.getByText(salesUiText.claimedSalesperson('Neo Kgosi'))).toBeTruthy();
  });

  it('an invite that could not be claimed for want of a network is kept, and Retry claims it', async () => {
    let answers = 0;
    server.on('POST /api/salesperson/claim', () =>
      ++answers === 1 ? failure(503, 'unavailable', messages.unavailable) : { body: { data: { salesperson: neo } } },
    );
    const { user } = renderApp(server, '/?claim=invite-token-123456');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.unavailable));
    expect(window.sessionStorage.getItem('gp.claimToken')).toBe('invite-token-123456');
    expect(server.callsTo('GET /api/salesperson/me')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: uiText.retry }));
    expect(await screen.findByText(salesUiText.claimedSalesperson('Neo Kgosi'))).toBeTruthy();
    expect(await screen.findByRole('link', { name: referralUrl })).toBeTruthy();
    expect(server.callsTo('POST /api/salesperson/claim')).toHaveLength(2);
    expect(window.sessionStorage.getItem('gp.claimToken')).toBeNull();
  });

  it.each([
    [400, 'invalid-argument', 'invalid-claim-token', messages.invalidClaimToken],
    [409, 'already-exists', 'already-claimed', messages.salespersonAlreadyClaimed],
    [403, 'permission-denied', 'invite-for-another-email', messages.inviteForAnotherEmail],
  ])('a refused invite (%s %s) is said clearly and forgotten', async (status, code, reason, message) => {
    server.on('GET /api/me', { body: { data: profile({ uid: 'u-neo' }) } });
    server.on('POST /api/salesperson/claim', failure(status, code, message, reason));
    server.on('GET /api/salesperson/me', failure(403, 'permission-denied', messages.notSalesperson));
    const { user } = renderApp(server, '/?claim=invite-token-123456');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(message));
    expect(server.callsTo('POST /api/salesperson/claim')).toHaveLength(1);
    expect(window.sessionStorage.getItem('gp.claimToken')).toBeNull();
    expect(window.location.search).toBe('?view=sales');
    expect(screen.queryByRole('button', { name: uiText.retry })).toBeNull();
    await user.click(screen.getByRole('button', { name: uiText.backToApp }));
    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
  });
});
