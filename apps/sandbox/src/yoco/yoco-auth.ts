import { yocoError, type YocoResult } from './yoco-error.ts';
import { modeOfSecretKey, type YocoMode } from './yoco-keys.ts';

/** The mode of the request's key when it is the accepted secret key, undefined otherwise. */
export function authenticate(acceptedKey: string, authorization: string | undefined): YocoMode | undefined {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return presented === acceptedKey ? modeOfSecretKey(presented) : undefined;
}

export const forbidden: YocoResult = yocoError(
  403,
  'authentication_failed',
  'Missing or invalid secret key: send Authorization: Bearer sk_test_... or sk_live_...',
  'Payments are not available right now.',
);
