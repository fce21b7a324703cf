import { firstViewDataId, type FirstViewData } from '@guidepass/domain/first-view';

// What the server filled into the prerendered page (product.md §19: "Sold by …" for a referral link), so that the
// app's first render shows the same. Read from the page's JSON block; the build's prerender sets it instead.

let dataWithoutBrowser: FirstViewData = {};

/** Sets what the build's prerender renders with (there is no document there). */
export function renderWithFirstViewData(data: FirstViewData): void {
  dataWithoutBrowser = data;
}

/** The page's first-view data; empty when there is none or it cannot be read. */
export function readFirstViewData(): FirstViewData {
  if (typeof document === 'undefined') return dataWithoutBrowser;
  try {
    const value: unknown = JSON.parse(document.getElementById(firstViewDataId)?.textContent ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    const referral = (value as FirstViewData).referral;
    if (typeof referral?.code !== 'string' || (typeof referral.fullName !== 'string' && referral.fullName !== null)) return {};
    return { referral: { code: referral.code, fullName: referral.fullName } };
  } catch {
    return {};
  }
}
