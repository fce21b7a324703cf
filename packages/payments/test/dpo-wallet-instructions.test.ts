import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { createDpoClient } from '@guidepass/providers/dpo/dpo-client';
import { dpoMobileMoney } from '../src/providers/dpo/dpo-mobile-money.ts';

// A wallet's instructions when ChargeTokenMobile gives none (providers.md §6.8): GetMobilePaymentOptions as DPO
// documents it (Code/Explanation, DPO's catalogue names, https://directpayonline.atlassian.net/wiki/x/bgD-ZQ), the
// wallet's option found by the catalogue name configuration gives it; the MNO value sent exactly as configured.
const answers: Record<string, string> = {
  ChargeTokenMobile: '<?xml version="1.0" encoding="utf-8"?><API3G><StatusCode>130</StatusCode><ResultExplanation>New invoice</ResultExplanation><instructions></instructions><RedirectOption>0</RedirectOption></API3G>',
  GetMobilePaymentOptions: `<?xml version="1.0" encoding="UTF-8"?><API3G><Code>000</Code><Explanation>Results Found</Explanation><originalCurrency>BWP</originalCurrency><originalAmount>100</originalAmount><paymentoptions>
    <mobileoption><country>botswana</country><countryCode>BW</countryCode><paymentname>MascomMyZakaBW</paymentname><celluarprefix>267</celluarprefix><amount>100</amount><currency>BWP</currency><instructions>Dial *167# &amp approve</instructions><fee>0.00</fee><total>100</total></mobileoption>
    <mobileoption><country>botswana</country><countryCode>BW</countryCode><paymentname>OrangeMoneyBW</paymentname><celluarprefix>267</celluarprefix><amount>100</amount><currency>BWP</currency><instructions>Orange Money: enter your PIN when asked</instructions><fee>0.00</fee><total>100</total></mobileoption>
  </paymentoptions></API3G>`,
};

async function documentedDpo(t: Test) {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      const name = /<Request>([^<]+)<\/Request>/.exec(body)?.[1] ?? '';
      response.writeHead(200, { 'content-type': 'application/xml' }).end(answers[name] ?? '<API3G><Result>803</Result></API3G>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const dpo = createDpoClient({
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    companyToken: 'C',
    serviceType: '1',
    paymentMinutes: 15,
    paymentUrl: 'https://secure.3gdirectpay.com/payv2.php',
    mobileWallets: [
      { wallet: 'orange', mno: 'OrangeBW', paymentName: 'OrangeMoneyBW' },
      { wallet: 'mascom', mno: 'MascomBW', paymentName: 'MascomMyZakaBW' },
    ],
  });
  return { mobile: dpoMobileMoney(dpo)!, bodies };
}

t.test("the wallet's instructions come from its catalogue name; the MNO value goes as configured", async (t) => {
  const { mobile, bodies } = await documentedDpo(t);
  t.same(mobile.operators, ['orange', 'mascom'], 'our wallet ids');
  t.same(await mobile.charge('TOKEN', { phone: '26771234567', operator: 'orange' }), { instructions: 'Orange Money: enter your PIN when asked' });
  t.match(bodies[0], '<MNO>OrangeBW</MNO>');
  t.same(await mobile.charge('TOKEN', { phone: '26771234567', operator: 'mascom' }), { instructions: 'Dial *167# & approve' }, 'an entity without ; read leniently');
  t.match(bodies[2], '<MNO>MascomBW</MNO>');
  await t.rejects(mobile.charge('TOKEN', { phone: '26771234567', operator: 'btc' }), RangeError, 'a wallet not configured is never sent');
});
