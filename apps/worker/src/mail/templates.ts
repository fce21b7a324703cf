import type { MailJobKind } from '@guidepass/jobs';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(lines: { intro: string; action: string; url: string; code: string; expiry: string; ignore: string }): Omit<MailContent, 'subject'> {
  const text = [lines.intro, '', `${lines.action}: ${lines.url}`, '', `Or enter this code in the app: ${lines.code}`, '', lines.expiry, lines.ignore].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escape(lines.intro)}</p>
<p><a href="${escape(lines.url)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">${escape(lines.action)}</a></p>
<p>Or enter this code in the app: <strong style="font-size:1.4em;letter-spacing:0.2em">${escape(lines.code)}</strong></p>
<p style="color:#555">${escape(lines.expiry)} ${escape(lines.ignore)}</p>
</body></html>`;
  return { text, html };
}

/** The mail for each e-mail token kind, with its link and 6-digit code. */
export function mailContent(kind: Exclude<MailJobKind, 'salesperson-invite'>, appUrl: string, token: string, code: string): MailContent {
  if (kind === 'verify-email') {
    return {
      subject: 'Verify your email for guidepass',
      ...render({
        intro: 'Welcome to guidepass, your membership to the Botswana tourism guide. Please confirm this email address.',
        action: 'Verify my email',
        url: `${appUrl}/verify-email?token=${encodeURIComponent(token)}`,
        code,
        expiry: 'The link and the code work once and expire in 24 hours.',
        ignore: 'If you did not sign up, you can ignore this email.',
      }),
    };
  }
  return {
    subject: 'Reset your guidepass password',
    ...render({
      intro: 'Someone asked to reset the password of your guidepass account.',
      action: 'Choose a new password',
      url: `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
      code,
      expiry: 'The link and the code work once and expire in 1 hour.',
      ignore: 'If it was not you, ignore this email: your password stays as it is.',
    }),
  };
}

/** The invite to claim a salesperson record (product.md §9): a link only, no code (the link is the secret). */
export function inviteMailContent(url: string, fullName: string): MailContent {
  const intro = `guidepass invites you to your salesperson account as ${fullName}: your referral link and QR code, the members who signed up through you, your sales and your earnings.`;
  const action = 'Open my salesperson account';
  const after = 'Sign up or log in with any account, then the app links it to you. The link works once and expires in 7 days; a newer invite replaces it.';
  const ignore = 'If you do not sell guidepass, you can ignore this email.';
  const text = [intro, '', `${action}: ${url}`, '', after, ignore].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escape(intro)}</p>
<p><a href="${escape(url)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">${escape(action)}</a></p>
<p style="color:#555">${escape(after)} ${escape(ignore)}</p>
</body></html>`;
  return { subject: 'Your guidepass salesperson account', text, html };
}

// Membership notices (product.md §8). Dates come formatted in Gaborone time; amounts in the currency charged.
const noticeNote = 'Times are Botswana time (Africa/Gaborone).';

function noticeHtml(paragraphs: string[], action: { label: string; url: string } | null, rows: [string, string][] = []): string {
  const table = rows.length
    ? `<table style="border-collapse:collapse;width:100%;max-width:480px">${rows
        .map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:6px 8px 6px 0;color:#555;font-weight:normal;vertical-align:top">${escape(label)}</th><td style="padding:6px 0;font-weight:bold">${escape(value)}</td></tr>`)
        .join('')}</table>`
    : '';
  const button = action
    ? `<p><a href="${escape(action.url)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>`
    : '';
  const [first, ...rest] = paragraphs;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;line-height:1.5;margin:0;padding:16px;max-width:560px">
<p>${escape(first ?? '')}</p>
${table}
${button}
${rest.map((p) => `<p style="color:#555">${escape(p)}</p>`).join('\n')}
</body></html>`;
}

export interface ReceiptFigures {
  receiptNumber: string;
  /** when the payment was credited, formatted */
  paidAt: string;
  tierName: string;
  /** e.g. `13.30 USD` */
  amount: string;
  weeks: number;
  /** the membership's end after this payment, formatted */
  endsAt: string;
  /** a charge of PayPal's automatic renewal: `automatic` for a weekly charge, not the first one the member approved */
  renewal?: { automatic: boolean; manageUrl: string };
}

/** The receipt of one credited payment. */
export function receiptMailContent(receipt: ReceiptFigures): MailContent {
  const intro = receipt.renewal?.automatic
    ? 'Your guidepass membership renewed automatically: PayPal charged your weekly payment. This is your receipt.'
    : 'Thank you for your guidepass payment. This is your receipt.';
  const rows: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ['Date', receipt.paidAt],
    ['Tier', receipt.tierName],
    ['Amount charged', receipt.amount],
    ['Weeks', String(receipt.weeks)],
    ['Membership active until', receipt.endsAt],
  ];
  const keep = 'Keep this email for your records.';
  const renews = receipt.renewal ? 'PayPal charges the weekly price each week until you turn automatic renewal off in My membership.' : undefined;
  const action = receipt.renewal ? { label: 'Open My membership', url: receipt.renewal.manageUrl } : null;
  const after = renews ? [renews, keep, noticeNote] : [keep, noticeNote];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', ...(action ? [`${action.label}: ${action.url}`, ''] : []), ...after].join('\n');
  const subject = receipt.renewal?.automatic ? `Your guidepass membership renewed: receipt ${receipt.receiptNumber}` : `Your guidepass receipt ${receipt.receiptNumber}`;
  return { subject, text, html: noticeHtml([intro, ...after], action, rows) };
}

/** The reminder before a membership without automatic renewal ends; `timeLeft` reads like "2 days". */
export function endsSoonMailContent(endsAt: string, timeLeft: string, renewUrl: string): MailContent {
  const intro = `Your guidepass membership ends in ${timeLeft}, on ${endsAt}. Renew now to keep reading the guide without a break.`;
  const action = 'Renew my membership';
  const after = 'Your payment does not renew by itself; renewing before then adds a week to your current end date.';
  const text = [intro, '', `${action}: ${renewUrl}`, '', after, noticeNote].join('\n');
  return { subject: `Your guidepass membership ends in ${timeLeft}`, text, html: noticeHtml([intro, after, noticeNote], { label: action, url: renewUrl }) };
}

/** The notice that a membership has ended. */
export function endedMailContent(endedAt: string, renewUrl: string): MailContent {
  const intro = `Your guidepass membership ended on ${endedAt}. Renew to read the guide again.`;
  const action = 'Renew my membership';
  const text = [intro, '', `${action}: ${renewUrl}`, '', noticeNote].join('\n');
  return { subject: 'Your guidepass membership has ended', text, html: noticeHtml([intro, noticeNote], { label: action, url: renewUrl }) };
}

/** PayPal could not take a weekly charge of the member's automatic renewal; `activeUntil` is null once it has ended. */
export function paymentFailedMailContent(activeUntil: string | null, membershipUrl: string): MailContent {
  const intro = 'PayPal could not take the weekly payment for your guidepass membership, so no week was added.';
  const standing = activeUntil ? `Your membership stays active until ${activeUntil}.` : 'Your membership is not active now.';
  const todo =
    'What to do: check the card or balance of your PayPal account; PayPal tries the payment again in a few days. Or turn off automatic renewal in My membership and renew there with PayPal or Yoco.';
  const action = 'Open My membership';
  const text = [intro, standing, '', todo, '', `${action}: ${membershipUrl}`, '', noticeNote].join('\n');
  return {
    subject: 'Your guidepass payment failed',
    text,
    html: noticeHtml([`${intro} ${standing}`, todo, noticeNote], { label: action, url: membershipUrl }),
  };
}
