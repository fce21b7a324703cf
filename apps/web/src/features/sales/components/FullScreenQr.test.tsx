import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { MySales } from '../api/get-my-sales.ts';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

const neo = { id: 'sp-1', fullName: 'Neo Kgosi', referralCode: 'NEO234' };
const referralUrl = 'https://app.guidepass.example/?ref=NEO234';
const figures = { signups: 0, payingMembers: 0, sales: 0, earningsThebe: 0, earnings: 'P0', paidOutThebe: 0, owedThebe: 0 };
const mySales: MySales = { ...neo, referralUrl, month: figures, allTime: figures };
// A confirmed salesperson who never paid: no membership.
const salesperson = { ...profile({ uid: 'u-neo', email: 'neo@example.com' }), salespersonAccount: neo };

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: salesperson } });
  server.on('GET /api/admin/status', { body: { data: { admin: false } } });
  server.on('GET /api/salesperson/me', { body: { data: mySales } });
  server.on('GET /api/salesperson/me/ledger', { body: { data: { rows: [] } } });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("My sales: a salesperson's home, for showing customers", () => {
  it('shows the referral QR full screen in a dialog that takes the focus, closes with Close and gives the focus back', async () => {
    const { user } = renderApp(server);
    const open = await screen.findByRole('button', { name: salesUiText.showQrFullScreen });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: salesUiText.qrFullScreenTitle('Neo Kgosi') });
    expect(dialog.className).toContain('qr-dialog');
    const qr = within(dialog).getByRole('img', { name: salesUiText.referralQr(referralUrl) });
    expect(qr.getAttribute('class')).toBe('qr-dialog__qr');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(
      screen.getAllByRole('img', { name: salesUiText.referralQr(referralUrl) })[0]!.querySelector('path')?.getAttribute('d'),
    );
    expect(within(dialog).getByText('NEO234')).toBeTruthy();
    const close = within(dialog).getByRole('button', { name: salesUiText.closeQrFullScreen });
    expect(document.activeElement).toBe(close);

    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: salesUiText.showQrFullScreen }));
  });

  it('Escape closes the full-screen QR', async () => {
    const { user } = renderApp(server, '/?view=sales');
    await user.click(await screen.findByRole('button', { name: salesUiText.showQrFullScreen }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: salesUiText.showQrFullScreen }));
  });

  it('a salesperson who never paid opens the guide from My sales, never the paywall', async () => {
    const { user } = renderApp(server);
    expect(await screen.findByRole('heading', { level: 1, name: salesUiText.mySalesTitle })).toBeTruthy();
    expect(await screen.findByText(salesUiText.guideForCustomersHint)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.openGuide }));
    expect(await screen.findByRole('heading', { name: uiText.guideFrameTitle })).toBeTruthy();
    expect(window.location.search).toBe('?view=guide');
    await waitFor(() => expect(server.callsTo('POST /api/guide/session')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: uiText.paymentTitle })).toBeNull();
  });
});
