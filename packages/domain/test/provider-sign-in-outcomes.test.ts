import t from 'tap';
import { messagesFor } from '@guidepass/texts/messages-for';
import { englishLeft, pseudoCatalogue } from '../../texts/test/pseudo-language.ts';
import { providerSignInMessage, providerSignInOutcome, providerSignInReasons } from '../src/provider-sign-in-outcomes.ts';

const en = messagesFor('en');
const pseudo = pseudoCatalogue.messages;

t.test("each reason of the api's redirect reads as its sentence, in the language given", async (t) => {
  t.equal(providerSignInOutcome(providerSignInReasons.accessDenied, en), en.providerAccessDenied);
  t.equal(providerSignInOutcome(providerSignInReasons.accountExists, pseudo), pseudo.providerAccountExists);
  t.equal(providerSignInOutcome(providerSignInReasons.sharedNoEmail, pseudo), pseudo.providerSharedNoEmail);
  t.equal(providerSignInOutcome(providerSignInReasons.unknownReferralCode, pseudo), pseudo.invalidReferralCode);
  t.equal(providerSignInOutcome(providerSignInReasons.failed, pseudo), pseudo.providerSignInFailed);
});

t.test('anything else (a hand-made link, an old link carrying an English sentence) reads as the generic failure', async (t) => {
  for (const value of ['Call +267 555 0100', en.providerAccountExists, 'constructor', 'hasOwnProperty', '']) {
    t.equal(providerSignInOutcome(value, pseudo), pseudo.providerSignInFailed, JSON.stringify(value));
  }
});

t.test("the whole message of a failed sign-in's return is written in the language given, with no English left", async (t) => {
  t.equal(providerSignInMessage(providerSignInReasons.accountExists, 'google', en), en.googleFailed(en.providerAccountExists));
  t.equal(providerSignInMessage(providerSignInReasons.sharedNoEmail, 'facebook', en), en.authFailed(en.providerSharedNoEmail));
  for (const reason of [...Object.values(providerSignInReasons), 'hand-made']) {
    for (const provider of ['google', 'facebook', null]) {
      const shown = providerSignInMessage(reason, provider, pseudo);
      t.ok(shown.startsWith('⟪'), `${reason} from ${provider}`);
      t.same(englishLeft(shown, ['messages']), [], `${reason} from ${provider}: no English left`);
    }
  }
});
