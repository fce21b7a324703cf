import { Type } from 'typebox';
import { Body, Data } from './common.ts';

const Name = Type.String({ maxLength: 100 });

/** GET /api/me's answer (packages/domain/src/profile.ts `Profile`). */
export const ProfileData = Data(
  Type.Object({
    uid: Type.String(),
    email: Type.String(),
    emailVerified: Type.Boolean(),
    createdAt: Type.String(),
    salesperson: Type.Object({ firstName: Type.String(), lastName: Type.String(), fullName: Type.String() }),
    paymentStatus: Type.Union([Type.Literal('pending'), Type.Literal('paid')]),
    membershipExpiry: Type.Union([Type.String(), Type.Null()]),
    membershipActive: Type.Boolean(),
    salespersonAccount: Type.Union([Type.Object({ id: Type.String(), fullName: Type.String(), referralCode: Type.String() }), Type.Null()]),
    salespersonChoice: Type.Union([Type.Literal('needed'), Type.Literal('open'), Type.Literal('fixed')]),
    refunded: Type.Optional(Type.Union([Type.Object({ priceThebe: Type.Integer(), paidAt: Type.String() }), Type.Null()])),
  }),
);

/** PUT /api/me/salesperson: a referral code, a typed name, or nobody. */
export const SalespersonChoiceBody = Type.Union([
  Body({ referralCode: Type.String({ minLength: 1, maxLength: 20 }) }),
  Body({ firstName: Name, lastName: Name, confirmNewSalesperson: Type.Optional(Type.Boolean()) }),
  Body({ nobody: Type.Literal(true) }),
]);
