// Safari on iOS never fires `beforeinstallprompt`: installing is Share, then "Add to Home Screen", which
// people rarely find without being told.

interface Environment {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Safari's own flag, true when opened from the home screen. */
  standalone?: boolean;
  displayModeStandalone: boolean;
}

/** Whether this is Safari on an iPhone, iPod or iPad, in a tab rather than opened from the home screen. */
export function isIosSafariTab(env: Environment): boolean {
  const ios = /iPhone|iPad|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
  // Other iOS browsers name themselves; in-app browsers lack "Safari/" and cannot add to the home screen.
  const safari = /Safari\//.test(env.userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(env.userAgent);
  const standalone = env.standalone === true || env.displayModeStandalone;
  return ios && safari && !standalone;
}

export function currentEnvironment(): Environment {
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: (navigator as Navigator & { standalone?: boolean }).standalone,
    displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}
