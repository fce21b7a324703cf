import { SandboxConfigError, type SandboxEnv } from '../shared/sandbox-config-error.ts';
import { companyProblem, defaultDpoCompanies, type DpoCompany } from './dpo-options.ts';
import type { MobileOperator } from './mobile-wallets.ts';

/** The DPO accounts: the main one with the SANDBOX_DPO_* overrides, then the other default accounts. */
export interface SandboxDpoConfig {
  companies: DpoCompany[];
}

type DpoEnvField = 'companyToken' | 'serviceType' | 'currencies' | 'mobileOperators' | 'notificationUrl';

const dpoVariables: Record<DpoEnvField, string> = {
  companyToken: 'SANDBOX_DPO_COMPANY_TOKEN',
  serviceType: 'SANDBOX_DPO_SERVICE_TYPE',
  currencies: 'SANDBOX_DPO_CURRENCIES',
  mobileOperators: 'SANDBOX_DPO_MOBILE_OPERATORS',
  notificationUrl: 'SANDBOX_DPO_NOTIFICATION_URL',
};

/** The SANDBOX_DPO_* variables; undefined when none is set (startSandbox then applies the DPO defaults). */
export function readDpoConfig(env: SandboxEnv): SandboxDpoConfig | undefined {
  const read = (field: DpoEnvField) => env[dpoVariables[field]]?.trim() || undefined;
  if (!Object.keys(dpoVariables).some((field) => read(field as DpoEnvField))) return undefined;
  const list = (field: DpoEnvField) => read(field)?.split(/[\s,]+/).filter(Boolean);
  const [main, ...others] = defaultDpoCompanies as [DpoCompany, ...DpoCompany[]];
  const notificationUrl = read('notificationUrl');
  const company: DpoCompany = {
    companyToken: read('companyToken') ?? main.companyToken,
    serviceType: read('serviceType') ?? main.serviceType,
    currencies: list('currencies')?.map((code) => code.toUpperCase()) ?? main.currencies,
    mobileOperators: (list('mobileOperators')?.map((name) => name.toLowerCase()) as MobileOperator[] | undefined) ?? main.mobileOperators,
    ...(notificationUrl ? { notificationUrl } : {}),
  };
  const found = companyProblem(company);
  if (found) throw new SandboxConfigError(dpoVariables[found.field as DpoEnvField], found.problem);
  return { companies: [company, ...others.filter((other) => other.companyToken !== company.companyToken)] };
}
