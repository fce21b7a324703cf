// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { salespersonNamePlaceholder } from '@guidepass/domain/first-view';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../config/missing-messages.ts';
import { renderFirstView, returningMember } from './render-first-view.tsx';

// The build's prerender (build/prerender-first-view.ts) in Node, where there is no browser: product.md §19.

describe('the prerendered first view', () => {
  const markup = renderFirstView();

  it('the plain page is the sign-up form, ready to be filled in', () => {
    expect(markup.plain).toContain(messages.signUpTitle);
    for (const label of [uiText.emailLabel, uiText.confirmPasswordLabel, uiText.salespersonFirstNameLabel, uiText.signUp]) expect(markup.plain).toContain(label);
    expect(markup.plain).toMatch(/<form[^>]*method="post"/);
    expect(markup.plain).toContain('class="offer-line"');
    expect(markup.plain).not.toContain(salespersonNamePlaceholder);
  });

  it('the referral page says who sold it, the name left for the api, and asks no salesperson', () => {
    expect(markup.referral).toContain(uiText.soldBy(salespersonNamePlaceholder));
    expect(markup.referral).not.toContain(uiText.salespersonFirstNameLabel);
  });

  it("a returning member's page is the seed's loading text", () => {
    expect(markup.loading).toContain(messages.loadingSession);
    expect(markup.loading).not.toContain(uiText.signUp);
    expect(returningMember.headScript).toContain('guidepass.lastSignIn.v1');
  });
});
