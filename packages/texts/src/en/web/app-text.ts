/** The guide frame, the app-wide prompts (connection, update, install), the header's links and what views share. */
export const appText = {
  guideFrameTitle: 'Botswana tourism guide',
  // The browser tab's title: the view's heading, then the app (product.md §14: every view has its own).
  pageTitle: (heading: string) => `${heading} · guidepass`,
  openingGuide: 'Opening the guide...',

  updateRegion: 'App update',
  reload: 'Reload',
  later: 'Later',
  installRegion: 'Install the app',
  install: 'Install app',
  notNow: 'Not now',
  dismiss: 'Dismiss',
  // the header's links and what several views share (each lazy view's own texts load with it: *-ui-text.ts)
  mySalesEntry: 'My sales',
  guideForCustomersTitle: 'The guide',
  topBarMenu: 'Menu',
  myMembershipEntry: 'My membership',
  adminEntry: 'Admin',
  monthSwitcher: 'Month',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  backToApp: 'Back to the app',
  cancel: 'Cancel',
} as const;
