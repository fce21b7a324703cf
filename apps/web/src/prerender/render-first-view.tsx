import { renderToString } from 'react-dom/server';
import { salespersonNamePlaceholder } from '@guidepass/domain/first-view';

export { firstViewPages } from '@guidepass/domain/first-view';
import { AppRoot } from '../app/AppRoot.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { renderAtAddress } from '../lib/browser-address.ts';
import { renderWithFirstViewData } from '../lib/first-view-data.ts';
import { lastSignInKey } from '../lib/session/last-sign-in.ts';
import type { SessionState } from '../lib/session/session-types.ts';
import { holdEarlySubmits } from './early-submit.ts';
import { staticSession } from './static-session.ts';

// Run by the build (build/prerender-first-view.ts, in Node through Vite): the first view as a fresh visitor sees it,
// from the same components the app hydrates it with (product.md §19).

/** Any code of the right form: the page shows only the name, which the api fills in for the link's own code. */
const referralCodeForPrerender = 'REFCODE';

export interface FirstViewMarkup {
  /** the sign-up form (index.html) */
  plain: string;
  /** the sign-up form for a salesperson's link, "Sold by <placeholder>" */
  referral: string;
  /** the seed's "Loading user session...", shown instead where this device remembers a signed-in member */
  loading: string;
}

function renderAt(address: string, data: Parameters<typeof renderWithFirstViewData>[0], state: SessionState = { status: 'signed-out' }): string {
  renderAtAddress(address);
  renderWithFirstViewData(data);
  return renderToString(<AppRoot client={createApiClient()} session={staticSession(state)} />);
}

export function renderFirstView(): FirstViewMarkup {
  const plain = renderAt('/', {});
  const referral = renderAt(`/?ref=${referralCodeForPrerender}`, {
    referral: { code: referralCodeForPrerender, fullName: salespersonNamePlaceholder },
  });
  const loading = renderAt('/', {}, { status: 'loading' });
  return { plain, referral, loading };
}

/** The class the head's script sets on <html> for a returning member: #root stays hidden until it shows loading. */
const returningClass = 'gp-returning';
const loadingTemplateId = 'gp-loading';

/** Tiny inline scripts and style (no module of ours has loaded yet when they run). */
export const returningMember = {
  style: `.${returningClass} #root{visibility:hidden}`,
  headScript: `${holdEarlySubmits}try{localStorage.getItem(${JSON.stringify(lastSignInKey)})&&document.documentElement.classList.add(${JSON.stringify(returningClass)})}catch(e){}`,
  loadingTemplate: (markup: string) => `<template id="${loadingTemplateId}">${markup}</template>`,
  bodyScript:
    `(function(){var h=document.documentElement;if(!h.classList.contains(${JSON.stringify(returningClass)}))return;` +
    `document.getElementById('root').innerHTML=document.getElementById(${JSON.stringify(loadingTemplateId)}).innerHTML;` +
    `h.classList.remove(${JSON.stringify(returningClass)})})()`,
};
