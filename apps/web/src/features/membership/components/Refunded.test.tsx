import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';
import { profile, renderApp, tiersAnswer, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// product.md §17: a member whose membership a refund ended reads "refunded", never "expired" or "no membership yet".
const refundedSentence = 'Your payment of P100 on 16 November was refunded; your membership ended on 18 November.';
const server = useAppServer((server) => {
  sessionStorage.clear();
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', {
    body: { data: profile({ paymentStatus: 'paid', membershipExpiry: '2026-11-18T09:00:00.000Z', refunded: { priceThebe: 10000, paidAt: '2026-11-16T08:30:00.000Z' } }) },
  });
  server.on('GET /api/tiers', { body: { data: tiersAnswer() } });
  server.on('GET /api/membership', {
    body: {
      data: {
        tierId: null,
        active: false,
        expiresAt: '2026-11-18T09:00:00.000Z',
        autoRenew: null,
        nextPurchase: null,
        preferred: null,
        payments: [
          { id: 'p-1', createdAt: '2026-11-16T08:30:00.000Z', tierId: 'local', provider: 'dpo', priceThebe: 10000, amount: '100.00', amountMinor: 10000, currency: 'BWP', weeks: 2, status: 'refunded', receiptNumber: 'GP-2026-000001', paidWith: 'Orange Money ·· 567' },
        ],
      },
    },
  });
});

describe('a refunded member', () => {
  it('the payment view says the payment was refunded and when the membership ended, not that it expired', async () => {
    renderApp(server);
    expect(await screen.findByText(refundedSentence)).toBeTruthy();
    expect(screen.queryByText(messages.membershipExpired)).toBeNull();
  });

  it('My membership says refunded, never "no membership yet"', async () => {
    renderApp(server, '/?view=membership');
    expect(await screen.findByText(refundedSentence)).toBeTruthy();
    expect(screen.queryByText(membershipUiText.membershipNone)).toBeNull();
    expect(screen.getByText('Orange Money ·· 567')).toBeTruthy();
  });
});
