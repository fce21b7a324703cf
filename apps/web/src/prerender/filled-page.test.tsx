import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { firstViewDataId } from '@guidepass/domain/first-view';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../config/missing-messages.ts';
import { renderApp } from '../testing/render-app.tsx';
import { useAppServer } from '../testing/use-app-server.ts';
import { matchesPrerenderedPage, prerenderedAttribute } from './matches-prerendered-page.ts';

// product.md §19: the api fills a referral link's page in; the app starts from what the page says.

const server = useAppServer((server) => {
  server.on('GET /api/salespersons/by-code/NEO234', { body: { data: { fullName: 'Someone Else' } } });
});

function fillPage(data: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = firstViewDataId;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => document.getElementById(firstViewDataId)?.remove());

describe('a page the server filled in', () => {
  it('shows "Sold by" from its first render and asks the server nothing', async () => {
    fillPage({ referral: { code: 'NEO234', fullName: 'Neo Kgosi' } });
    renderApp(server, '/?ref=NEO234');
    expect(await screen.findByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
    expect(screen.getByText(uiText.soldBy('Neo Kgosi'))).toBeTruthy();
    expect(screen.queryByText(uiText.checkingReferral)).toBeNull();
    expect(server.callsTo('GET /api/salespersons/by-code/NEO234')).toHaveLength(0);
    expect(window.sessionStorage.getItem('gp.referralCode')).toBe('NEO234');
  });

  it('a code it found no one for: the plain form with the seed\'s message, the code not kept', async () => {
    fillPage({ referral: { code: 'NOBODY7', fullName: null } });
    renderApp(server, '/?ref=NOBODY7');
    expect(await screen.findByLabelText(uiText.salespersonFirstNameLabel)).toBeTruthy();
    expect(await screen.findByText(messages.invalidReferralCode)).toBeTruthy();
    expect(server.callsTo('GET /api/salespersons/by-code/NOBODY7')).toHaveLength(0);
    await waitFor(() => expect(window.sessionStorage.getItem('gp.referralCode')).toBeNull());
  });

  it('data for another code than the address carries is not believed: the app asks', async () => {
    fillPage({ referral: { code: 'OTHER99', fullName: 'Neo Kgosi' } });
    renderApp(server, '/?ref=NEO234');
    expect(await screen.findByText(uiText.soldBy('Someone Else'))).toBeTruthy();
  });
});

describe('whether the app hydrates the page it was sent', () => {
  const signedOut = { getState: () => ({ status: 'signed-out' as const }), signedInHere: () => false };
  const root = (prerendered: boolean) => {
    const element = document.createElement('div');
    if (prerendered) element.setAttribute(prerenderedAttribute, '');
    return element;
  };

  it('a first visit at / or at a filled referral link: yes', () => {
    window.history.replaceState(null, '', '/');
    expect(matchesPrerenderedPage(root(true), signedOut)).toBe(true);
    fillPage({ referral: { code: 'NEO234', fullName: 'Neo Kgosi' } });
    window.history.replaceState(null, '', '/?ref=NEO234');
    expect(matchesPrerenderedPage(root(true), signedOut)).toBe(true);
  });

  it('anything the prerendered form is not: no', () => {
    window.history.replaceState(null, '', '/');
    expect(matchesPrerenderedPage(root(false), signedOut), 'a page without the form').toBe(false);
    expect(matchesPrerenderedPage(root(true), { ...signedOut, signedInHere: () => true }), 'Login first on this device').toBe(false);
    expect(matchesPrerenderedPage(root(true), { ...signedOut, getState: () => ({ status: 'loading' as const }) }), 'a session to restore').toBe(false);
    window.sessionStorage.setItem('gp.referralCode', 'NEO234');
    expect(matchesPrerenderedPage(root(true), signedOut), 'a code this tab kept').toBe(false);
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/verify-email?token=abc');
    expect(matchesPrerenderedPage(root(true), signedOut), 'an e-mail link').toBe(false);
  });
});
