import { Type } from 'typebox';
import { providerSettings } from '../provider-settings.ts';

/** Yoco's variables of the environment schema. */
export const yocoEnv = {
  YOCO_SECRET_KEY: Type.Optional(Type.String({ pattern: '^sk_(test|live)_' })),
  YOCO_API_BASE: Type.String({ pattern: '^https?://', default: 'https://payments.yoco.com/api' }),
  YOCO_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_' })),
};

export interface YocoSettings {
  secretKey: string;
  apiBase: string;
  webhookSecret: string | undefined;
}

/** Yoco's settings (null when it is not configured) and what production refuses of them. */
export const yocoSettings = providerSettings({
  key: 'yoco',
  env: yocoEnv,
  read(env): YocoSettings | null {
    return env.YOCO_SECRET_KEY ? { secretKey: env.YOCO_SECRET_KEY, apiBase: env.YOCO_API_BASE.replace(/\/$/, ''), webhookSecret: env.YOCO_WEBHOOK_SECRET } : null;
  },
  productionProblems(yoco, given, rules) {
    const incomplete = rules.incompleteCredentials(given, ['YOCO_SECRET_KEY', 'YOCO_WEBHOOK_SECRET']);
    const problems = incomplete ? [incomplete] : [];
    if (!yoco) return problems;
    if (yoco.secretKey.startsWith('sk_test_')) problems.push('YOCO_SECRET_KEY is a test key (sk_test_…); production takes a live key (sk_live_…)');
    if (rules.standInUrl(yoco.apiBase)) problems.push(rules.pointsAtStandIn('YOCO_API_BASE', yoco.apiBase));
    return problems;
  },
});
