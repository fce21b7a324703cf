import { readSandboxConfig, SandboxConfigError, type SandboxConfig } from './config.ts';
import { startSandbox } from './start-sandbox.ts';
import { standInsInOrder } from './stand-ins.ts';

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
const standInConfig = (name: string) => (config as unknown as Partial<Record<string, object>>)[name];
const sandbox = await startSandbox({
  host: config.host,
  port: config.port,
  smtpPort: config.smtpPort,
  httpsPort: config.httpsPort,
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  google: config.google,
  facebook: config.facebook,
  ...Object.fromEntries(standInsInOrder.flatMap((standIn) => (standInConfig(standIn.name) ? [[standIn.name, standInConfig(standIn.name)]] : []))),
});

console.log(`Sandbox listening at ${sandbox.url}`);
console.log(`  Mail inbox:   ${sandbox.url}/mail (SMTP on ${config.host}:${sandbox.smtpPort})`);
const redirects = (uris: readonly string[]) => (uris.length ? `redirect URIs ${uris.join(' ')}` : 'no redirect URI registered');
console.log(`  Google OIDC:  ${sandbox.url}/google/.well-known/openid-configuration (client ${config.google.clientId}, ${redirects(config.google.redirectUris)})`);
console.log(`  Facebook:     ${sandbox.url}/facebook/dialog/oauth (client ${config.facebook.clientId}, ${redirects(config.facebook.redirectUris)})`);
for (const standIn of standInsInOrder) for (const line of standIn.startupLines(sandbox.url, standInConfig(standIn.name), sandbox)) console.log(line);
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
