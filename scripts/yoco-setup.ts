// npm run yoco:setup [-- --rotate]: registers the app's webhook (APP_URL/webhooks/yoco) with Yoco (providers.md §2.6)
// and prints the signing secret to keep as YOCO_WEBHOOK_SECRET. Safe to run again: a webhook already pointing there
// is kept, and as Yoco shows a secret only once it is not printed again; --rotate registers a new one, prints its
// secret and then deletes the old. npm start does the same against the sandbox, through the stand-in's API
// (apps/sandbox/src/yoco/yoco-webhook-setting.ts).
import { loadYocoSetupSettings } from '@guidepass/config/providers/yoco/yoco-setup-settings';
import { ProviderError } from '@guidepass/providers/provider-error';
import { createYocoClient } from '@guidepass/providers/yoco-client';
import { ensureYocoWebhook, yocoWebhookUrl } from '@guidepass/providers/yoco-webhook-setup';
import { fail } from '../harness/log.ts';

const usage = 'usage: npm run yoco:setup [-- --rotate]';
const args = process.argv.slice(2);
const unknown = args.find((arg) => arg !== '--rotate');
if (unknown) fail(`unknown argument ${unknown}; ${usage}`);
const rotate = args.includes('--rotate');

// Only what the setup uses (the Yoco settings and APP_URL): an operator needs no database or JWT secret for it.
function readConfig() {
  try {
    return loadYocoSetupSettings(process.env);
  } catch (error) {
    return fail((error as Error).message);
  }
}

/** What the operator can do about a refusal. */
function hintFor(error: unknown): string {
  if (!(error instanceof ProviderError)) return '';
  if (error.status === 401 || error.status === 403) return ' (check YOCO_SECRET_KEY and YOCO_API_BASE)';
  if (error.status >= 400 && error.status < 500) return ' (an account has at most 5 webhooks: delete one in the Yoco app if it is full)';
  return '';
}

const config = readConfig();
const yoco = config.yoco ?? fail('Yoco is not configured (YOCO_SECRET_KEY)');
const url = yocoWebhookUrl(config.appUrl);

try {
  const setup = await ensureYocoWebhook(createYocoClient({ apiBase: yoco.apiBase, secretKey: yoco.secretKey }), { url, rotate });
  if (setup.outcome === 'exists') {
    const ids = setup.webhooks.map((webhook) => `${webhook.id} (${webhook.mode})`).join(', ');
    console.log(`A Yoco webhook already sends events to ${url}: ${ids}. Nothing changed.`);
    console.log('Yoco shows a webhook\'s secret only when it is registered, so it cannot be printed again.');
    console.log(`If YOCO_WEBHOOK_SECRET is lost, rotate: npm run yoco:setup -- --rotate (registers a new webhook, prints its secret, deletes the old).`);
  } else {
    const { webhook, replaced } = setup;
    console.log(`Registered Yoco webhook ${webhook.id} (${webhook.mode} mode) for ${url}.`);
    if (replaced.length) console.log(`Deleted the old webhook${replaced.length > 1 ? 's' : ''} ${replaced.map((old) => old.id).join(', ')}.`);
    console.log('Keep this secret as YOCO_WEBHOOK_SECRET and restart the api (Yoco shows it only this once):');
    console.log(`YOCO_WEBHOOK_SECRET=${webhook.secret}`);
    if (replaced.length) console.log('Until the api runs with it, Yoco\'s deliveries fail verification and Yoco retries them (5 s, 5 min, 30 min, ...).');
  }
} catch (error) {
  fail(`${(error as Error).message}${hintFor(error)}`);
}
