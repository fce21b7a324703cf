/** The guide frame and the app-wide prompts: connection, update, install. */
export const appText = {
  guideFrameTitle: 'Botswana tourism guide',
  openingGuide: 'Opening the guide...',

  updateRegion: 'App update',
  reload: 'Reload',
  later: 'Later',
  installRegion: 'Install the app',
  install: 'Install app',
  notNow: 'Not now',
  dismiss: 'Dismiss',
} as const;
