import type { DpoSandbox } from './dpo-client.ts';
import { formWithButton } from './html-forms.ts';

/** Opens the hosted page like a browser and submits the form with this button, with these fields typed in. */
export async function submitPaymentPage(dpo: DpoSandbox, token: string, button: string, typed: Record<string, string> = {}, tab = ''): Promise<Response> {
  const page = await (await fetch(`${dpo.base}/payv2.php?ID=${token}${tab ? `&tab=${tab}` : ''}`)).text();
  const form = formWithButton(page, button);
  return fetch(new URL(form.action, dpo.sandbox.url), {
    method: 'POST',
    body: new URLSearchParams({ ...form.fields, ...typed }),
    redirect: 'manual',
  });
}

export const futureExpiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export function card(number: string, holder = 'Neo Kgosi'): Record<string, string> {
  return { cardNumber: number, cardExpiry: futureExpiry, cardCvv: '123', cardHolder: holder };
}
