import { Type } from 'typebox';
import { envSchemaOf, type Config } from '../../index.ts';
import { parseEnv } from '../../parse-env.ts';
import { yocoEnv, yocoSettings } from './yoco-settings.ts';

const YocoSetupSchema = Type.Object({ ...envSchemaOf(['APP_URL']), ...yocoEnv });

/** `npm run yoco:setup`'s settings only (product.md §18): the Yoco settings and APP_URL, not the database or a JWT secret. */
export function loadYocoSetupSettings(source: Record<string, string | undefined>): Pick<Config, 'appUrl' | 'yoco'> {
  const env = parseEnv(YocoSetupSchema, source);
  return { appUrl: env.APP_URL.replace(/\/$/, ''), yoco: yocoSettings.read(env) };
}
