import { Type } from 'typebox';
import { envSchemaOf, type Config } from '../../index.ts';
import { noProviders, type ProviderConfig } from '../../payment-settings.ts';
import { parseEnv } from '../../parse-env.ts';
import { paypalEnv, paypalSettings } from './paypal-settings.ts';

const PayPalSetupSchema = Type.Object({ ...envSchemaOf(['DATABASE_URL']), ...paypalEnv });

/** `npm run paypal:setup`'s settings only: PayPal's and the database its plans are kept in (no other provider). */
export function loadPayPalSetupSettings(source: Record<string, string | undefined>): Pick<Config, 'databaseUrl'> & ProviderConfig {
  const env = parseEnv(PayPalSetupSchema, source);
  return { databaseUrl: env.DATABASE_URL, ...noProviders(), paypal: paypalSettings.read(env) };
}
