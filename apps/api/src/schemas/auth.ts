import { Type } from 'typebox';
import { Body, Data, Email, Password } from './common.ts';

const Name = Type.String({ maxLength: 100 });

export const SignupBody = Body({
  email: Email,
  password: Password,
  confirmPassword: Password,
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  referralCode: Type.Optional(Type.String({ maxLength: 20 })),
  /** create the typed salesperson even though similar names exist (after a 409 salesperson-close-match) */
  confirmNewSalesperson: Type.Optional(Type.Boolean()),
});

export const SignupData = Data(Type.Object({ uid: Type.String(), message: Type.String() }));

export const LoginBody = Body({ email: Email, password: Password });

export const SessionData = Data(
  Type.Object({
    accessToken: Type.String(),
    expiresIn: Type.Integer(),
    emailVerified: Type.Boolean(),
    message: Type.Optional(Type.String()),
  }),
);

const Token = Type.String({ minLength: 16, maxLength: 200 });
const Code = Type.String({ pattern: '^\\s*\\d{6}\\s*$' });

export const EmailProofBody = Type.Union([Body({ token: Token }), Body({ email: Email, code: Code })]);

export const EmailOnlyBody = Body({ email: Email });

export const ResetConfirmBody = Type.Union([
  Body({ token: Token, password: Password, confirmPassword: Password }),
  Body({ email: Email, code: Code, password: Password, confirmPassword: Password }),
]);

export const ProvidersData = Data(Type.Object({ google: Type.Boolean(), facebook: Type.Boolean() }));

export const ChangePasswordBody = Body({ currentPassword: Password, newPassword: Password });
