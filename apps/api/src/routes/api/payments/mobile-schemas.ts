import { Type } from 'typebox';

/** The phone and wallet a mobile-money payment goes to, as the member gave them (checked by start-mobile-payment.ts). */
export const MobileCharge = Type.Object({ phone: Type.String({ maxLength: 32 }), operator: Type.String({ maxLength: 40 }) }, { additionalProperties: false });

/** What a start answers: the provider's page to go to, or (mobile money) the request waiting on the phone. */
export const StartAnswer = Type.Object({
  paymentId: Type.String(),
  providerRef: Type.String(),
  redirectUrl: Type.Optional(Type.String()),
  status: Type.Optional(Type.Literal('awaiting-approval')),
  instructions: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  operator: Type.Optional(Type.String()),
  priceThebe: Type.Optional(Type.Integer()),
  expiresAt: Type.Optional(Type.String()),
});

/** GET /api/payments/{provider}/mobile: the wallets offered, the time to approve, and the number used last. */
export const MobileOptions = Type.Object({
  operators: Type.Array(Type.String()),
  timeLimitMinutes: Type.Integer(),
  remembered: Type.Union([Type.Object({ phone: Type.String(), operator: Type.String() }), Type.Null()]),
});
