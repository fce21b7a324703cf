import { lazy } from 'react';

// Views after sign-in loaded on demand: the first view's JavaScript is the sign-up form's (product.md §19). Not the
// success view and the guide: a payment's return to the guide is measured too (npm run bench -- journey), and waits
// for no chunk. App shows each inside its OnDemand (the loading view until its code is here).

export const PaymentView = lazy(() => import('../../features/payment/components/PaymentView.tsx').then((module) => ({ default: module.PaymentView })));
// My membership's account actions, which load with it.
export const ChangePasswordControl = lazy(() =>
  import('../../features/account/components/ChangePasswordControl.tsx').then((module) => ({ default: module.ChangePasswordControl })),
);
export const DeleteAccountButton = lazy(() =>
  import('../../features/auth/components/DeleteAccountButton.tsx').then((module) => ({ default: module.DeleteAccountButton })),
);
