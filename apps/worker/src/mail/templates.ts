import { paymentMethodLabels, paymentMethods } from '@guidepass/domain/payment-providers';
import type { MailJobKind } from '@guidepass/jobs';
import type { Catalogue } from '@guidepass/texts/catalogue';
import { defaultLanguage } from '@guidepass/texts/language';
import { textsFor } from '@guidepass/texts/texts-for';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

// Every mail is written in its reader's language (the member's stored one, compose-notice.ts): the texts come last
// and default to the default language's.
const defaultTexts = textsFor(defaultLanguage);

/** Every provider of the list, named where the sender does not say which ones are configured. */
const everyProvider = paymentMethods.map((name) => paymentMethodLabels[name]);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A whole HTML mail (product.md §14): the language of its texts and a title (its subject), which screen readers and
 * some mail apps read out; the plain-text part beside it says the same for those that show no HTML.
 */
function mailPage(title: string, body: string, texts: Catalogue): string {
  return `<!doctype html><html lang="${texts.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body style="font-family:sans-serif;line-height:1.5;margin:0;padding:16px;max-width:560px">
${body}
</body></html>`;
}

/** The mail's one call to action, a link drawn as a button. */
function actionButton(label: string, url: string): string {
  return `<p><a href="${escape(url)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">${escape(label)}</a></p>`;
}

function render(subject: string, lines: { intro: string; action: string; url: string; code: string; expiry: string; ignore: string }, texts: Catalogue): MailContent {
  const mailText = texts.mail;
  const text = [lines.intro, '', `${lines.action}: ${lines.url}`, '', `${mailText.enterCodeInApp} ${lines.code}`, '', lines.expiry, lines.ignore].join('\n');
  const html = mailPage(
    subject,
    `<p>${escape(lines.intro)}</p>
${actionButton(lines.action, lines.url)}
<p>${escape(mailText.enterCodeInApp)} <strong style="font-size:1.4em;letter-spacing:0.2em">${escape(lines.code)}</strong></p>
<p style="color:#555">${escape(lines.expiry)} ${escape(lines.ignore)}</p>`,
    texts,
  );
  return { subject, text, html };
}

/** The mail for each e-mail token kind, with its link and 6-digit code. */
export function mailContent(kind: Exclude<MailJobKind, 'salesperson-invite'>, appUrl: string, token: string, code: string, texts = defaultTexts): MailContent {
  const mailText = texts.mail;
  if (kind === 'verify-email') {
    return render(mailText.verifySubject, {
      intro: mailText.verifyIntro,
      action: mailText.verifyAction,
      url: `${appUrl}/verify-email?token=${encodeURIComponent(token)}`,
      code,
      expiry: mailText.verifyExpiry,
      ignore: mailText.verifyIgnore,
    }, texts);
  }
  return render(mailText.resetSubject, {
    intro: mailText.resetIntro,
    action: mailText.resetAction,
    url: `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
    code,
    expiry: mailText.resetExpiry,
    ignore: mailText.resetIgnore,
  }, texts);
}

/** The invite to claim a salesperson record (product.md §9): a link only, no code (the link is the secret). */
export function inviteMailContent(url: string, fullName: string, texts = defaultTexts): MailContent {
  const mailText = texts.mail;
  const intro = mailText.inviteIntro(fullName);
  const action = mailText.inviteAction;
  const after = mailText.inviteAfter;
  const ignore = mailText.inviteIgnore;
  const text = [intro, '', `${action}: ${url}`, '', after, ignore].join('\n');
  const subject = mailText.inviteSubject;
  const html = mailPage(subject, `<p>${escape(intro)}</p>\n${actionButton(action, url)}\n<p style="color:#555">${escape(after)} ${escape(ignore)}</p>`, texts);
  return { subject, text, html };
}

// Membership notices (product.md §8). Dates come formatted in Gaborone time; amounts in the currency charged.
function noticeHtml(texts: Catalogue, subject: string, paragraphs: string[], action: { label: string; url: string }, rows: [string, string][] = []): string {
  const table = rows.length
    ? `<table style="border-collapse:collapse;width:100%;max-width:480px">${rows
        .map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:6px 8px 6px 0;color:#555;font-weight:normal;vertical-align:top">${escape(label)}</th><td style="padding:6px 0;font-weight:bold">${escape(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const [first, ...rest] = paragraphs;
  return mailPage(subject, `<p>${escape(first ?? '')}</p>
${table}
${actionButton(action.label, action.url)}
${rest.map((p) => `<p style="color:#555">${escape(p)}</p>`).join('\n')}`, texts);
}

export interface ReceiptFigures {
  receiptNumber: string;
  /** when the payment was credited, formatted */
  paidAt: string;
  tierName: string;
  /** the pula price, e.g. `P200` */
  price: string;
  /** how it was paid (formatPaidWith): "Orange Money ·· 567", "PayPal" */
  paidWith: string;
  /** what was charged where it is not the pula price, e.g. `14.80 USD`; null when it is (DPO Pay, in pula) */
  amount: string | null;
  weeks: number;
  /** the membership's end after this payment, formatted */
  endsAt: string;
  /** My membership, where every receipt's "Open My membership" leads (a PayPal renewal's: `renewal.manageUrl`) */
  membershipUrl: string;
  /** a charge of PayPal's automatic renewal: `automatic` for a weekly charge, not the first one the member approved */
  renewal?: { automatic: boolean; manageUrl: string };
}

/** The receipt of one credited payment, whichever provider took it, with the way back to My membership. */
export function receiptMailContent(receipt: ReceiptFigures, texts = defaultTexts): MailContent {
  const { mail: mailText } = texts;
  const noticeNote = mailText.noticeTimeNote;
  const intro = receipt.renewal?.automatic
    ? mailText.receiptRenewedIntro
    : mailText.receiptIntro;
  const rows: [string, string][] = [
    [mailText.receiptNumberLabel, receipt.receiptNumber],
    [mailText.receiptDateLabel, receipt.paidAt],
    [mailText.receiptTierLabel, receipt.tierName],
    [mailText.receiptPriceLabel, receipt.price],
    ...(receipt.amount === null ? [] : ([[mailText.receiptAmountLabel, receipt.amount]] as [string, string][])),
    [mailText.receiptPaidWithLabel, receipt.paidWith],
    [mailText.receiptWeeksLabel, String(receipt.weeks)],
    [mailText.receiptActiveUntilLabel, receipt.endsAt],
  ];
  const keep = mailText.receiptKeep;
  const renews = receipt.renewal ? mailText.receiptRenews : undefined;
  const action = { label: mailText.openMembership, url: receipt.renewal?.manageUrl ?? receipt.membershipUrl };
  const after = renews ? [renews, keep, noticeNote] : [keep, noticeNote];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `${action.label}: ${action.url}`, '', ...after].join('\n');
  const subject = receipt.renewal?.automatic ? mailText.receiptRenewedSubject(receipt.receiptNumber) : mailText.receiptSubject(receipt.receiptNumber);
  return { subject, text, html: noticeHtml(texts, subject, [intro, ...after], action, rows) };
}

/** What a refund notice says: the payment's receipt, what was refunded, the weeks taken back, the standing now. */
export interface RefundFigures {
  receiptNumber: string;
  /** e.g. `P200 (14.80 USD)` */
  refunded: string;
  weeksTakenBack: number;
  /** the membership's end now, formatted; null when it is no longer active */
  activeUntil: string | null;
  /** how it was paid (formatPaidWith), where the money goes back */
  paidWith: string;
  /** not active after the refund: "Your payment of P100 on 29 November was refunded; your membership ended on …" (product.md §17) */
  endedByRefund: string | null;
  membershipUrl: string;
}

/** The notice of a refund, from the app or the provider (product.md §13), with the way to My membership. */
export function refundMailContent(refund: RefundFigures, texts = defaultTexts): MailContent {
  const { mail: mailText, notice: noticeText } = texts;
  const noticeNote = mailText.noticeTimeNote;
  const subject = mailText.refundSubject(refund.receiptNumber);
  const standing = refund.activeUntil ? mailText.refundActiveUntil(refund.activeUntil) : (refund.endedByRefund ?? noticeText.membershipNotActive);
  const rows: [string, string][] = [
    [mailText.receiptNumberLabel, refund.receiptNumber],
    [mailText.refundAmountLabel, refund.refunded],
    [mailText.receiptPaidWithLabel, refund.paidWith],
    [mailText.refundWeeksLabel, String(refund.weeksTakenBack)],
  ];
  const action = { label: mailText.openMembership, url: refund.membershipUrl };
  const text = [mailText.refundIntro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', standing, '', `${action.label}: ${action.url}`, '', noticeNote].join('\n');
  return { subject, text, html: noticeHtml(texts, subject, [mailText.refundIntro, standing, noticeNote], action, rows) };
}

/** The reminder before a membership without automatic renewal ends; `timeLeft` reads like "2 days". */
export function endsSoonMailContent(endsAt: string, timeLeft: string, renewUrl: string, texts = defaultTexts): MailContent {
  const { mail: mailText } = texts;
  const noticeNote = mailText.noticeTimeNote;
  const intro = mailText.endsSoonIntro(timeLeft, endsAt);
  const action = mailText.renewMembership;
  const after = mailText.endsSoonAfter;
  const text = [intro, '', `${action}: ${renewUrl}`, '', after, noticeNote].join('\n');
  const subject = mailText.endsSoonSubject(timeLeft);
  return { subject, text, html: noticeHtml(texts, subject, [intro, after, noticeNote], { label: action, url: renewUrl }) };
}

/** The notice that a membership has ended. */
export function endedMailContent(endedAt: string, renewUrl: string, texts = defaultTexts): MailContent {
  const { mail: mailText } = texts;
  const noticeNote = mailText.noticeTimeNote;
  const intro = mailText.endedIntro(endedAt);
  const action = mailText.renewMembership;
  const text = [intro, '', `${action}: ${renewUrl}`, '', noticeNote].join('\n');
  return { subject: mailText.endedSubject, text, html: noticeHtml(texts, mailText.endedSubject, [intro, noticeNote], { label: action, url: renewUrl }) };
}

/**
 * PayPal could not take a weekly charge of the member's automatic renewal; `activeUntil` is null once it has ended.
 * `providers` are the configured ones, which the mail offers to renew with.
 */
export function paymentFailedMailContent(activeUntil: string | null, membershipUrl: string, texts = defaultTexts, providers: readonly string[] = everyProvider): MailContent {
  const { mail: mailText, notice: noticeText } = texts;
  const noticeNote = mailText.noticeTimeNote;
  const intro = mailText.paymentFailedIntro;
  const standing = activeUntil ? mailText.paymentFailedActiveUntil(activeUntil) : noticeText.membershipNotActive;
  const todo = mailText.paymentFailedTodo(texts.messages.providerChoice(providers));
  const action = mailText.openMembership;
  const text = [intro, standing, '', todo, '', `${action}: ${membershipUrl}`, '', noticeNote].join('\n');
  return {
    subject: noticeText.paymentFailedTitle,
    text,
    html: noticeHtml(texts, noticeText.paymentFailedTitle, [`${intro} ${standing}`, todo, noticeNote], { label: action, url: membershipUrl }),
  };
}
