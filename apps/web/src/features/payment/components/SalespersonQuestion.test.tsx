import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import type { Profile } from '@guidepass/domain/profile';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import type { RecordedRequest } from '../../../testing/test-server.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

// A Google sign-up without a link: "Google User" until the member says who sold guidepass.
const googleMember = profile({ salesperson: { firstName: 'N/A', lastName: 'N/A', fullName: 'Google User' }, salespersonChoice: 'needed', salespersonAccount: null });
let current: Profile = googleMember;

const server = useAppServer((server) => {
  current = googleMember;
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', () => ({ body: { data: current } }));
  server.on('PUT /api/me/salesperson', (request: RecordedRequest) => {
    const body = request.body as Record<string, unknown>;
    if (body.referralCode === 'NOPE99') return failure(400, 'invalid-argument', messages.invalidReferralCode, 'unknown-referral-code');
    if (body.lastName === 'Kgosy' && body.confirmNewSalesperson !== true) {
      const answer = failure(409, 'aborted', messages.salespersonCloseMatch(['Neo Kgosi']), 'salesperson-close-match');
      (answer.body as { error: Record<string, unknown> }).error.suggestions = [{ fullName: 'Neo Kgosi' }];
      return answer;
    }
    const fullName = body.nobody ? 'Nobody' : body.referralCode ? 'Neo Kgosi' : `${String(body.firstName)} ${String(body.lastName)}`;
    current = { ...googleMember, salesperson: { firstName: '', lastName: '', fullName }, salespersonChoice: 'open' };
    return { body: { data: current } };
  });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const button = (name: string) => screen.getByRole('button', { name });

async function openQuestion() {
  const app = renderApp(server);
  expect(await screen.findByRole('heading', { level: 2, name: uiText.salespersonQuestionTitle })).toBeTruthy();
  return app;
}

const putBodies = () => server.callsTo('PUT /api/me/salesperson').map((r) => r.body);

describe('asking once who sold guidepass, before paying', () => {
  it('a member whose choice is needed is asked before the tiers; "Nobody" answers it and the tiers follow', async () => {
    const { user } = await openQuestion();
    expect(screen.getByRole('heading', { level: 1, name: uiText.paymentTitle })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'SADC Citizens' })).toBeNull();

    // Continue without a choice says what is missing.
    await user.click(button(uiText.salespersonAnswer));
    expect(await screen.findByText(uiText.salespersonWayMissing)).toBeTruthy();
    expect(document.activeElement).toBe(radio(uiText.salespersonByCode));
    expect(putBodies()).toHaveLength(0);

    await user.click(radio(uiText.salespersonNobody));
    await user.click(button(uiText.salespersonAnswer));
    expect(await screen.findByRole('radio', { name: 'SADC Citizens' })).toBeTruthy();
    expect(putBodies()).toEqual([{ nobody: true }]);
    expect(screen.queryByRole('heading', { name: uiText.salespersonQuestionTitle })).toBeNull();
    expect(screen.getByText(uiText.salespersonLine('Nobody'))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: uiText.paymentTitle }));
  });

  it('a referral code this tab came with is filled in; an unknown one is refused on its field', async () => {
    window.sessionStorage.setItem('gp.referralCode', 'NOPE99');
    const { user } = await openQuestion();
    expect(radio(uiText.salespersonByCode).checked).toBe(true);
    const code = screen.getByLabelText<HTMLInputElement>(uiText.referralCodeAnswerLabel);
    expect(code.value).toBe('NOPE99');
    await user.click(button(uiText.salespersonAnswer));
    expect(await screen.findByText(messages.invalidReferralCode)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);

    await user.clear(code);
    await user.type(code, 'NEO234');
    await user.click(button(uiText.salespersonAnswer));
    expect(await screen.findByText(uiText.salespersonLine('Neo Kgosi'))).toBeTruthy();
    expect(putBodies()).toEqual([{ referralCode: 'NOPE99' }, { referralCode: 'NEO234' }]);
    expect(window.sessionStorage.getItem('gp.referralCode')).toBeNull();
  });

  it('a typed name close to an existing one offers "Did you mean …?"; choosing it sends that name', async () => {
    const { user } = await openQuestion();
    await user.click(radio(uiText.salespersonByName));
    await user.type(screen.getByLabelText(uiText.salespersonFirstNameLabel), 'Neo');
    await user.type(screen.getByLabelText(uiText.salespersonLastNameLabel), 'Kgosy');
    await user.click(button(uiText.salespersonAnswer));
    const group = await screen.findByRole('group', { name: 'Did you mean Neo Kgosi?' });
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Neo Kgosi' }));
    await user.click(within(group).getByRole('button', { name: 'Neo Kgosi' }));
    expect(await screen.findByText(uiText.salespersonLine('Neo Kgosi'))).toBeTruthy();
    expect(putBodies()).toEqual([
      { firstName: 'Neo', lastName: 'Kgosy' },
      { firstName: 'Neo', lastName: 'Kgosi' },
    ]);
  });

  it('"No, add <typed name>" creates the typed salesperson', async () => {
    const { user } = await openQuestion();
    await user.click(radio(uiText.salespersonByName));
    await user.type(screen.getByLabelText(uiText.salespersonFirstNameLabel), 'Neo');
    await user.type(screen.getByLabelText(uiText.salespersonLastNameLabel), 'Kgosy');
    await user.click(button(uiText.salespersonAnswer));
    await user.click(await screen.findByRole('button', { name: uiText.closeMatchAddTyped('Neo Kgosy') }));
    expect(await screen.findByText(uiText.salespersonLine('Neo Kgosy'))).toBeTruthy();
    expect(putBodies()[1]).toEqual({ firstName: 'Neo', lastName: 'Kgosy', confirmNewSalesperson: true });
  });

  it('a member whose choice is open or fixed, or whose profile predates the field, goes straight to the tiers', async () => {
    for (const choice of ['open', 'fixed', undefined] as const) {
      const { salespersonChoice: _dropped, ...withoutChoice } = googleMember;
      current = choice === undefined ? withoutChoice : { ...googleMember, salespersonChoice: choice };
      const app = renderApp(server);
      expect(await screen.findByRole('radio', { name: 'SADC Citizens' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: uiText.salespersonQuestionTitle })).toBeNull();
      app.unmount();
    }
    expect(putBodies()).toHaveLength(0);
  });
});
