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
