import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tiersAnswer, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Money shown (issue 22 item 8, product.md §13): the payment view lists each offered method with what the chosen
// tier's payment charges in its own currency, as GET /api/tiers wrote it.
const everyProvider = { ...tiersAnswer(), providers: { paypal: true, yoco: true, dpo: true }, mobileMoney: ['dpo'] };

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile() } });
  server.on('GET /api/tiers', { body: { data: everyProvider } });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const charges = (tier: string) => within(screen.getByRole('list', { name: uiText.methodChargesTitle(tier) })).getAllByRole('listitem').map((item) => item.textContent);

describe('what each way to pay charges', () => {
  it('nothing before a tier is chosen; then each offered method with its amount, and it follows the tier', async () => {
    const { user } = renderApp(server);
    await screen.findByRole('radio', { name: 'SADC Citizens' });
    expect(screen.queryByRole('list', { name: /costs with each way to pay/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'SADC Citizens' }));
    expect(charges('SADC Citizens')).toEqual(['US$14.80 via PayPal', 'R266.00 via Yoco', 'P200 by card or mobile money']);

    await user.click(screen.getByRole('radio', { name: 'Global Citizens' }));
    expect(charges('Global Citizens')).toEqual(['US$56.20 via PayPal', 'R1010.00 via Yoco', 'P760 by card or mobile money']);
  });

  it('lists only the methods offered', async () => {
    server.on('GET /api/tiers', { body: { data: { ...everyProvider, providers: { paypal: false, yoco: true, dpo: true } } } });
    const { user } = renderApp(server);
    await user.click(await screen.findByRole('radio', { name: 'Local (Botswana Citizens)' }));
    expect(charges('Local (Botswana Citizens)')).toEqual(['R133.00 via Yoco', 'P100 by card or mobile money']);
  });
});
