/** The api's own HTML pages: the guide's "back to the app" page and the admin area's pages (lib/admin-page.ts). */
export const pageText = {
  backToApp: 'Back to guidepass',
  guideNotConfigured: 'The guide is not configured on this server.',

  // The admin area (apps/api/src/routes/admin): the tab's title after the page's own, refusals, the queue dashboard.
  adminTabTitle: (title: string) => `${title} · guidepass admin`,
  openAdminInApp: 'Open the admin area in the app',
  adminAddressInvalidTitle: 'This admin address is not valid',
  adminAddressInvalidText: 'The address is not one the admin area knows (a month is written like 2026-11). The earnings report is in the app.',
  adminSignInTitle: 'Sign in to the admin area',
  adminSignInText:
    'The admin pages open from the guidepass app: sign in there with your administrator account and choose Admin, where the earnings, their CSV and the queue dashboard are.',
  adminOnlyTitle: 'For administrators only',
  adminOnlyText: 'This page is for administrators, and the account you are signed in with is not one. Your membership is not affected.',
  queuesTitle: 'Job queues',
  backToAdmin: 'Back to the admin area',
} as const;
