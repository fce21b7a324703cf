import t from 'tap';
import { catalogues } from '../src/catalogues.ts';
import { en } from '../src/en/catalogue.ts';
import { acceptedLanguages, chooseLanguage, defaultLanguage, isLanguage, languageOr, languages } from '../src/language.ts';
import { messagesFor } from '../src/messages-for.ts';
import { textsFor } from '../src/texts-for.ts';

t.test('textsFor answers each language its own whole catalogue, and messagesFor the same messages area', async (t) => {
  t.equal(textsFor('en'), en);
  for (const language of languages) {
    t.equal(textsFor(language), catalogues[language]);
    t.equal(textsFor(language).language, language);
    t.equal(messagesFor(language), textsFor(language).messages, `${language}: one messages area, whichever way it is read`);
  }
});

t.test('a stored or asked-for language is one guidepass speaks, else the default', async (t) => {
  t.ok(isLanguage('en'));
  t.notOk(isLanguage('xx'));
  t.notOk(isLanguage(undefined));
  t.equal(languageOr('en'), 'en');
  t.equal(languageOr('xx'), defaultLanguage, 'a code the product does not speak');
  t.equal(languageOr(null), defaultLanguage);
  t.equal(chooseLanguage(['fr-FR', 'en-GB']), 'en', 'the first spoken one, by its primary tag');
  t.equal(chooseLanguage(['fr', 'de']), defaultLanguage);
  t.equal(chooseLanguage([]), defaultLanguage);
});

t.test('an Accept-Language header is read most wanted first, without refused tags', async (t) => {
  t.same(acceptedLanguages('fr;q=0.5, en-GB, de;q=0.9, *;q=0.1, tn;q=0'), ['en-GB', 'de', 'fr']);
  t.same(acceptedLanguages(undefined), []);
  t.same(acceptedLanguages(''), []);
  t.equal(chooseLanguage(acceptedLanguages('de-CH, en;q=0.8')), 'en');
});

t.test('providers are named as a choice from the list given', async (t) => {
  const { providerChoice } = textsFor('en').messages;
  t.equal(providerChoice(['PayPal']), 'PayPal');
  t.equal(providerChoice(['PayPal', 'Yoco']), 'PayPal or Yoco');
  t.equal(providerChoice(['PayPal', 'Yoco', 'DPO Pay']), 'PayPal, Yoco or DPO Pay');
  t.equal(providerChoice([]), '');
});

t.test('the test-only language has every text, marked, and finds English left outside its marks', async (t) => {
  const { englishLeft, pseudoCatalogue, unmarked } = await import('./pseudo-language.ts');
  t.equal(pseudoCatalogue.messages.busy, `⟪${en.messages.busy}⟫`);
  t.equal(pseudoCatalogue.mail.refundActiveUntil('1 Dec'), `⟪${en.mail.refundActiveUntil('1 Dec')}⟫`);
  t.equal(pseudoCatalogue.mail.refundActiveUntil.length, 1);
  t.equal(unmarked(`a ⟪b ⟪c⟫ d⟫ e`).replace(/\s+/g, ' '), 'a e');
  t.same(englishLeft(`${pseudoCatalogue.mail.verifySubject} ${en.mail.verifyAction}`, ['mail']), [en.mail.verifyAction]);
});
