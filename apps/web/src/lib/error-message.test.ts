import { describe, expect, it } from 'vitest';
import { reasonsWithSentence } from '@guidepass/domain/reason-sentences';
import { messagesFor } from '@guidepass/texts/messages-for';
import { englishLeft, pseudoCatalogue } from '../../../../packages/texts/test/pseudo-language.ts';
import { ApiError } from './api-client.ts';
import { errorMessage } from './error-message.ts';
import { errorNamesSupport } from './error-names-support.ts';

const english = messagesFor('en');
const refused = (reason: string | undefined, message = 'The words the server chose.') => new ApiError({ status: 409, code: 'aborted', message, reason });

describe('the sentence shown for a failed call', () => {
  it("is the catalogue's sentence for a reason the web knows, whatever words the answer carried", () => {
    expect(errorMessage(refused('auto-renew-on'), english)).toBe(english.autoRenewOn);
    expect(errorMessage(refused('invalid-mobile-number'), english)).toBe(english.invalidMobileNumber);
    expect(errorMessage(refused('requires-recent-login'), english)).toBe(english.deleteFailed(english.lastSignInTooOld));
  });

  it("is the answer's own message for a reason the web does not write itself, or none", () => {
    // the configured providers are the server's to name; a route-dependent reason; a reason from a newer server
    for (const reason of ['too-many-payment-starts', 'invalid-credentials', 'a-reason-from-a-newer-server', undefined]) {
      expect(errorMessage(refused(reason, 'The server says so.'), english)).toBe('The server says so.');
    }
  });

  it('is the generic failure for anything but an answer of the api', () => {
    expect(errorMessage(new Error('TypeError: x is undefined'), english)).toBe(english.internal);
  });

  it("is written in the current language's catalogue: a second language reaches every reason's sentence", () => {
    const pseudo = pseudoCatalogue.messages;
    expect(errorMessage(refused('auto-renew-on'), pseudo)).toBe(`⟪${english.autoRenewOn}⟫`);
    for (const reason of reasonsWithSentence) {
      const shown = errorMessage(refused(reason), pseudo);
      expect(shown.startsWith('⟪'), reason).toBe(true);
      expect(englishLeft(shown, ['messages']), reason).toEqual([]);
    }
  });

  it('is English by default today', () => {
    expect(errorMessage(refused('auto-renew-on'))).toBe(english.autoRenewOn);
  });

  it("names support by the failure's reason, whatever words the answer carried", () => {
    expect(errorNamesSupport(refused('profile-not-found', pseudoCatalogue.messages.profileNotFound))).toBe(true);
    expect(errorNamesSupport(refused('auto-renew-on', 'Please contact support.'))).toBe(false);
    expect(errorNamesSupport(new Error('contact support'))).toBe(false);
  });
});
