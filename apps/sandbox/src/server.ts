import { readSandboxConfig, SandboxConfigError, type SandboxConfig } from './config.ts';
import { defaultDpoCompanies } from './dpo/dpo-options.ts';
import { defaultPaypalSettings } from './paypal/paypal-options.ts';
import { startSandbox } from './start-sandbox.ts';
import { defaultYocoSecretKey } from './yoco/yoco-keys.ts';

function readConfigOrExit(): SandboxConfig {
  try {
    return readSandboxConfig();
  } catch (error) {
    if (!(error instanceof SandboxConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfigOrExit();
const sandbox = await startSandbox({
  host: config.host,
  port: config.port,
  smtpPort: config.smtpPort,
  httpsPort: config.httpsPort,
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  google: config.google,
  facebook: config.facebook,
  ...(config.yoco ? { yoco: config.yoco } : {}),
  ...(config.paypal ? { paypal: config.paypal } : {}),
  ...(config.dpo ? { dpo: config.dpo } : {}),
});

console.log(`Sandbox listening at ${sandbox.url}`);
console.log(`  Mail inbox:   ${sandbox.url}/mail (SMTP on ${config.host}:${sandbox.smtpPort})`);
const redirects = (uris: readonly string[]) => (uris.length ? `redirect URIs ${uris.join(' ')}` : 'no redirect URI registered');
console.log(`  Google OIDC:  ${sandbox.url}/google/.well-known/openid-configuration (client ${config.google.clientId}, ${redirects(config.google.redirectUris)})`);
console.log(`  Facebook:     ${sandbox.url}/facebook/dialog/oauth (client ${config.facebook.clientId}, ${redirects(config.facebook.redirectUris)})`);
console.log(`  PayPal:       ${sandbox.url}/paypal (client ${config.paypal?.clientId ?? defaultPaypalSettings.clientId}${config.paypal?.webhookUrl ? `, webhook ${config.paypal.webhookUrl}` : ''})`);
console.log(`  Yoco:         ${sandbox.url}/yoco/api (secret key ${config.yoco?.secretKey ?? defaultYocoSecretKey}; webhooks registered through its API)`);
const dpoAccount = (config.dpo?.companies ?? defaultDpoCompanies)[0];
console.log(`  DPO Pay:      ${sandbox.url}/dpo/API/v6/ and ${sandbox.url}/dpo/payv2.php (company ${dpoAccount?.companyToken}, service type ${dpoAccount?.serviceType}${dpoAccount?.notificationUrl ? `, notifications to ${dpoAccount.notificationUrl}` : ''})`);
console.log(`  PayPal HTTPS: ${sandbox.paypalHttpsUrl}/v1/notifications/certs/… (test root at ${sandbox.url}/paypal/_control/test-root.pem)`);
console.log(`  Guide site:   ${sandbox.url}/guide-site/`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`Sandbox closing (${signal})`);
  await sandbox.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
