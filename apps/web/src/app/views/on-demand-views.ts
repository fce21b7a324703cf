import { lazy } from 'react';

// My membership's account actions, loaded with it rather than in the first view's JavaScript (product.md §19). Not
// the payment, success and guide views: a payment's return shows its progress at once and is measured
// (npm run bench -- journey; use-payment-return.test.tsx), so it waits for no chunk.
export const ChangePasswordControl = lazy(() =>
  import('../../features/account/components/ChangePasswordControl.tsx').then((module) => ({ default: module.ChangePasswordControl })),
);
export const DeleteAccountButton = lazy(() =>
  import('../../features/auth/components/DeleteAccountButton.tsx').then((module) => ({ default: module.DeleteAccountButton })),
);
// The page after a cancelled, declined or expired payment: nobody's first view.
export const PaymentCancelledView = lazy(() =>
  import('../../features/payment/components/PaymentCancelledView.tsx').then((module) => ({ default: module.PaymentCancelledView })),
);
