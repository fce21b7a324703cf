import t from 'tap';
import { botswanaMobileOf, formatBotswanaMobile, formatMobileAsTyped } from '../src/botswana-mobile.ts';

// Botswana mobile numbers (providers.md §6.4): +267 then 8 digits starting with 7, however people write them.
t.test('reads the ways people write a Botswana mobile as DPO takes it', async (t) => {
  for (const written of ['71234567', '71 234 567', '+267 71 234 567', '26771234567', '267-71-234-567', '(+267) 7123 4567', '0026771234567']) {
    t.equal(botswanaMobileOf(written), '26771234567', written);
  }
});

t.test('refuses what is not a Botswana mobile', async (t) => {
  for (const written of ['', '1234567', '61234567', '712345678', '+27 71 234 567', '2676123456', 'seven', '71a34567', '7'.repeat(40)]) {
    t.equal(botswanaMobileOf(written), null, written);
  }
});

t.test('writes the number as people write it, and formats it while it is typed', async (t) => {
  t.equal(formatBotswanaMobile('26771234567'), '71 234 567');
  t.equal(formatMobileAsTyped('7'), '7');
  t.equal(formatMobileAsTyped('7123'), '71 23');
  t.equal(formatMobileAsTyped('71234567'), '71 234 567');
  t.equal(formatMobileAsTyped('+26771234567'), '+267 71 234 567');
  t.equal(formatMobileAsTyped('71 234 5678'), '71 234 5678', 'too long: left as typed, for the check to name');
});
