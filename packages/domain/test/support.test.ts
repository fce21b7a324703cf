import t from 'tap';
import { reasonSentence, reasonsWithSentence } from '../src/reason-sentences.ts';
import { messagesNamingSupport, reasonNamesSupport } from '../src/support.ts';
import { messagesFor } from '@guidepass/texts/messages-for';

// The lists are the code's; the wording is the catalogue's: this test (and only it) reads the English to keep the two
// together, so a sentence that starts or stops saying "contact support" gets its SupportContact or loses it.
const en = messagesFor('en');
const saysContactSupport = (text: unknown) => typeof text === 'string' && /contact support/i.test(text);

t.test('the messages naming support are exactly those whose English says "contact support"', async (t) => {
  const saying = Object.entries(en).filter(([, text]) => saysContactSupport(text)).map(([key]) => key);
  t.same([...messagesNamingSupport].sort(), saying.sort());
});

t.test('a reason names support exactly when its sentence is one of those messages', async (t) => {
  for (const reason of reasonsWithSentence) t.equal(reasonNamesSupport(reason), saysContactSupport(reasonSentence(reason, en)), reason);
  t.notOk(reasonNamesSupport(undefined));
  t.notOk(reasonNamesSupport('contact support'));
});
