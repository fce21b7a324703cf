import { yocoDefaults } from './yoco-defaults.ts';
/** Facts about Yoco keys and URLs, shared by config.ts (env), the plugin (options) and the API's checks. */
export type YocoMode = 'test' | 'live';

export const defaultYocoSecretKey = yocoDefaults.secretKey;

/** Yoco's merchant ids look like `<epoch ms>-<uuid>`; the sandbox has one merchant. */
export const sandboxMerchantId = '1700000000000-5a6d0b1e-guidepass-sandbox';

export function modeOfSecretKey(secretKey: string): YocoMode | undefined {
  if (secretKey.startsWith('sk_test_')) return 'test';
  if (secretKey.startsWith('sk_live_')) return 'live';
  return undefined;
}

export function secretKeyProblem(value: string): string | undefined {
  if (!modeOfSecretKey(value) || value.length <= 'sk_test_'.length || /\s/.test(value)) {
    return `expected sk_test_... or sk_live_... without spaces, got ${JSON.stringify(value)}`;
  }
  return undefined;
}

export function webhookUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `expected an absolute http(s) URL, got ${JSON.stringify(value)}`;
  }
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? undefined
    : `expected an http or https URL, got ${JSON.stringify(value)}`;
}
