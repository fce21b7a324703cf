// The signed-in views' code (SignedInViews.tsx), apart from the first view's JavaScript (product.md §19). Loaded once:
// at boot where the session must be read first (main.tsx, beside the read), when someone signs in, or once the page
// is idle, so that a returning member or a payment's return waits for no chunk of its own.

type SignedInViewsModule = typeof import('./SignedInViews.tsx');

let loaded: SignedInViewsModule | null = null;
let loading: Promise<SignedInViewsModule> | null = null;

/** Starts loading the signed-in views (once) and answers with their module. */
export function loadSignedInViews(): Promise<SignedInViewsModule> {
  loading ??= import('./SignedInViews.tsx').then((module) => (loaded = module));
  return loading;
}

/** The signed-in views' module once it has loaded; null before. */
export function signedInViewsIfLoaded(): SignedInViewsModule | null {
  return loaded;
}
