/** The api's own HTML pages (the guide's "back to the app" page; the admin area's pages are still in apps/api/src/routes/admin). */
export const pageText = {
  backToApp: 'Back to guidepass',
} as const;
