import { createHash, randomBytes } from 'node:crypto';
import { formWithButton } from './html-forms.ts';

export const callbackUrl = 'http://127.0.0.1:9/auth/callback';

export function newPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function basicAuth(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

/**
 * Opens the consent page like a browser, presses the button with the given label
 * (after applying field overrides, as typing would) and returns the redirect target.
 */
export async function consentAndFollow(
  baseUrl: string,
  authorizeUrl: string,
  buttonLabel: string,
  typed: Record<string, string | undefined> = {},
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`Consent page answered ${page.status}`);
  const form = formWithButton(await page.text(), buttonLabel);
  const fields = { ...form.fields };
  for (const [name, value] of Object.entries(typed)) {
    if (value === undefined) delete fields[name];
    else fields[name] = value;
  }
  const decision = await fetch(new URL(form.action, baseUrl), {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  if (decision.status !== 302) throw new Error(`Decision answered ${decision.status}: ${await decision.text()}`);
  return new URL(decision.headers.get('location') ?? '');
}
