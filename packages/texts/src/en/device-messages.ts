/** The installed app on a device: offline, updates, installing, and notices by Web Push. */
export const deviceMessages = {
  // Ours, for the installed app: without a network, after an update, and how to install on iOS.
  offline: "You're offline. What's already loaded and the guide pages saved on this device still open; signing in and paying need a connection.",
  // A form sent without a network: the request never left the device, so not "service unavailable".
  offlineRequest: "You're offline. Please connect to the internet and try again.",
  guideSavedPages: 'Offline — saved pages: the guide pages you opened on this device.',
  guidePageNotSaved: 'This guide page is not saved on this device. It opens when you are back online.',
  guideSavedStart: "The guide's start page",
  paymentsNeedConnection: 'Payments need a connection.',
  updateAvailable: 'A new version is available.',
  installOffer: 'Install guidepass on this device to open it like an app.',
  iosInstallHint: 'To install guidepass, tap the Share button, then "Add to Home Screen".',
  // Ours, for notices on a device (Web Push).
  pushUnavailable: 'Notifications are not set up on this server.',
  pushEndpointNotAllowed: "This browser's push service is not one guidepass sends to.",
  pushEndpointTaken: 'This device is registered for another account. Turn notifications off and on again.',
  pushSubscriptionNotFound: 'This device is not registered for notifications.',
  pushTitle: 'Notifications on this device',
  pushOn: 'On: receipts and reminders also arrive as notifications here.',
  pushOff: 'Off: receipts and reminders arrive by e-mail only.',
  pushTurnOn: 'Turn on',
  pushTurnOff: 'Turn off',
  pushUnsupported: 'This browser cannot show notifications from guidepass. Receipts and reminders still arrive by e-mail.',
  pushDenied: 'Notifications are blocked for guidepass in this browser. Allow them in the site settings (the lock or info icon beside the address), then turn them on here.',
  pushIosInstallFirst: 'On iPhone and iPad, notifications work in the installed app: tap the Share button, then "Add to Home Screen", open guidepass from there and turn them on.',
  pushFailed: 'Notifications could not be turned on. Please try again.',
} as const;
