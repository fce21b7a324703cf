import { createRequire } from 'node:module';
import t from 'tap';
import { mailText } from '@guidepass/texts/en/mail-text';
import {
  endedMailContent,
  endsSoonMailContent,
  inviteMailContent,
  mailContent,
  paymentFailedMailContent,
  receiptMailContent,
  refundMailContent,
  type MailContent,
  type ReceiptFigures,
} from '../../src/mail/templates.ts';

// Each mail the worker sends, rendered from its template and checked as a document (product.md §14): axe's document
// rules (a `lang` that is valid, a title) and its WCAG A/AA rules in jsdom, a plain-text part beside the HTML, and on
// every receipt the way back to My membership.

const require = createRequire(import.meta.url);

// jsdom ships no types and the Node projects compile without the DOM library: the little used here, typed here.
interface AxeRuleResult {
  id: string;
  help: string;
  nodes: { html: string }[];
}
interface AxeResults {
  violations: AxeRuleResult[];
  passes: AxeRuleResult[];
}
interface MailWindow {
  eval(source: string): void;
  document: unknown;
  axe: { run(context: unknown, options: object): Promise<AxeResults> };
  close(): void;
}
const { JSDOM, VirtualConsole } = require('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'outside-only'; virtualConsole: object }) => { window: MailWindow };
  VirtualConsole: new () => object;
};
const { source: axeSource } = require('axe-core') as { source: string };

const documentRules = ['html-has-lang', 'html-lang-valid', 'document-title'];
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe on the mail's HTML as a mail app would hold it: a document of its own, axe loaded inside it. */
async function audit(html: string, options: object): Promise<AxeResults> {
  // A silent console: jsdom says it has no canvas when axe's contrast rule asks for one (that rule stays "incomplete").
  const { window } = new JSDOM(html, { runScripts: 'outside-only', virtualConsole: new VirtualConsole() });
  try {
    window.eval(axeSource);
    return await window.axe.run(window.document, { resultTypes: ['violations', 'passes'], ...options });
  } finally {
    window.close();
  }
}

const appUrl = 'https://app.example';
const membershipUrl = `${appUrl}/?view=membership`;
const renewUrl = `${appUrl}/?renew=1`;
const figures = (overrides: Partial<ReceiptFigures>): ReceiptFigures => ({
  receiptNumber: 'GP-2026-000042',
  paidAt: '26 Nov 2026, 14:05',
  tierName: 'SADC Citizens',
  price: 'P200',
  paidWith: 'Yoco card',
  amount: '266.00 ZAR',
  weeks: 2,
  endsAt: '10 Dec 2026, 14:05',
  membershipUrl,
  ...overrides,
});

const receipts: Record<string, MailContent> = {
  'Yoco receipt': receiptMailContent(figures({})),
  'PayPal order receipt': receiptMailContent(figures({ amount: '14.80 USD', paidWith: 'PayPal' })),
  'PayPal subscription receipt (first sale)': receiptMailContent(figures({ amount: '14.80 USD', renewal: { automatic: false, manageUrl: renewUrl } })),
  'PayPal automatic renewal receipt': receiptMailContent(figures({ price: 'P100', amount: '7.40 USD', weeks: 1, renewal: { automatic: true, manageUrl: renewUrl } })),
  'DPO receipt, charged in pula': receiptMailContent(figures({ amount: null, paidWith: 'Orange Money ·· 567' })),
};

t.test('a receipt shows the pula price, and the amount charged only where that is another currency or amount (product.md §13)', async (t) => {
  const paypal = receipts['PayPal order receipt']!;
  t.match(paypal.text, 'Price: P200\nAmount charged: 14.80 USD\n');
  t.match(paypal.html, 'P200');
  t.match(paypal.html, '14.80 USD');
  const dpo = receipts['DPO receipt, charged in pula']!;
  t.match(dpo.text, 'Price: P200\nPaid with: Orange Money ·· 567\nWeeks: 2');
  t.notMatch(dpo.text, 'Amount charged');
  t.notMatch(dpo.html, 'Amount charged');
});

const mails: Record<string, MailContent> = {
  verification: mailContent('verify-email', appUrl, 'tok<en>&"', '123456'),
  'password reset': mailContent('password-reset', appUrl, 'reset-token', '654321'),
  'salesperson invite': inviteMailContent(`${appUrl}/?claim=abc`, 'Neo <Kgosi> & Co'),
  ...receipts,
  'ends soon': endsSoonMailContent('3 Dec 2026, 09:00', '2 days', renewUrl),
  ended: endedMailContent('3 Dec 2026, 09:00', renewUrl),
  'payment failed, still active': paymentFailedMailContent('3 Dec 2026, 09:00', renewUrl),
  'payment failed, ended': paymentFailedMailContent(null, renewUrl),
  refund: refundMailContent({ receiptNumber: 'GP-2026-000042', refunded: 'P200 (14.80 USD)', weeksTakenBack: 2, activeUntil: null, paidWith: 'PayPal', endedByRefund: null, membershipUrl }),
  'refund that ended the membership': refundMailContent({
    receiptNumber: 'GP-2026-000043',
    refunded: 'P100',
    weeksTakenBack: 2,
    activeUntil: null,
    paidWith: 'Orange Money ·· 567',
    endedByRefund: 'Your payment of P100 on 29 November was refunded; your membership ended on 29 November.',
    membershipUrl,
  }),
};

t.test('receipts and refunds say how it was paid; a refund that ended the membership says so, never "expired" (product.md §17)', async (t) => {
  t.match(receipts['PayPal order receipt']!.text, 'Amount charged: 14.80 USD\nPaid with: PayPal\n');
  const ended = mails['refund that ended the membership']!;
  t.match(ended.text, 'Paid with: Orange Money ·· 567');
  t.match(ended.text, 'Your payment of P100 on 29 November was refunded; your membership ended on 29 November.');
  t.notMatch(ended.text, /expired|not active/i);
  t.match(ended.html, 'Orange Money ·· 567');
});

for (const [name, mail] of Object.entries(mails)) {
  t.test(`the ${name} mail is a document with a language and a title, and plain text beside it`, async (t) => {
    const { violations, passes } = await audit(mail.html, { runOnly: { type: 'rule', values: documentRules } });
    t.same(violations.map((v) => `${v.id}: ${v.help}`), [], 'no document rule violated');
    // Passed, not merely inapplicable: a mail without <html> or <title> would pass by having nothing to check.
    t.same(passes.map((p) => p.id).sort(), [...documentRules].sort(), 'each document rule applied and passed');
    t.match(mail.html, /^<!doctype html><html lang="en">/);
    t.match(mail.html, `<title>${mail.subject.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;')}</title>`, 'the subject is the title');

    const wcag = await audit(mail.html, { runOnly: { type: 'tag', values: wcagTags } });
    t.same(wcag.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.html).join(', ')}`), [], 'no WCAG A/AA rule violated');

    t.ok(mail.text.trim().length > 0, 'a plain-text part');
    t.notMatch(mail.text, /<\/?(html|body|p|a|table|tr|th|td|strong)\b|&#\d+;/, 'the plain text holds no markup and no HTML escapes');
  });
}

for (const [name, mail] of Object.entries(receipts)) {
  t.test(`the ${name} has the "Open My membership" button, in the HTML and in the text`, async (t) => {
    const url = name.includes('subscription') || name.includes('renewal') ? renewUrl : membershipUrl;
    t.match(mail.html, `<a href="${url.replace(/&/g, '&#38;')}"`);
    t.match(mail.html, `>${mailText.openMembership}</a>`);
    t.match(mail.text, `${mailText.openMembership}: ${url}`);
  });
}
