import { lazy } from 'react';

// The views after sign-in, loaded on demand: the first view's JavaScript is the sign-up form's (product.md §19:
// at most 80 KB gzipped). App shows each inside its OnDemand (the loading view until its code is here).

export const PaymentView = lazy(() => import('../../features/payment/components/PaymentView.tsx').then((module) => ({ default: module.PaymentView })));
export const PaymentSuccessView = lazy(() =>
  import('../../features/payment/components/PaymentSuccessView.tsx').then((module) => ({ default: module.PaymentSuccessView })),
);
export const PaymentCancelledView = lazy(() =>
  import('../../features/payment/components/PaymentCancelledView.tsx').then((module) => ({ default: module.PaymentCancelledView })),
);
export const GuideView = lazy(() => import('../../features/guide/components/GuideView.tsx').then((module) => ({ default: module.GuideView })));

// My membership's account actions, which load with it.
export const ChangePasswordControl = lazy(() =>
  import('../../features/account/components/ChangePasswordControl.tsx').then((module) => ({ default: module.ChangePasswordControl })),
);
export const DeleteAccountButton = lazy(() =>
  import('../../features/auth/components/DeleteAccountButton.tsx').then((module) => ({ default: module.DeleteAccountButton })),
);
