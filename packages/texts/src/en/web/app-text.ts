/** The guide frame and the app-wide prompts: connection, update, install. */
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
} as const;
