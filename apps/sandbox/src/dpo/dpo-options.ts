import { dpoDefaults } from './dpo-defaults.ts';
import { isMobileOperator, type MobileOperator } from './mobile-wallets.ts';

/** One DPO merchant account as DPO sets it up: its token, service type, currencies, wallets and portal settings. */
export interface DpoCompany {
  companyToken: string;
  /** The ServiceType createToken must name (DPO assigns it per account). */
  serviceType: string;
  /** The service's name, which createToken may send as ServiceTypeName instead of ServiceType. */
  serviceTypeName?: string | undefined;
  /** The most one transaction may be, in minor units of its currency (905 above it); unset: no limit. */
  transactionLimitMinor?: number | undefined;
  /** How many tokens the account may create in a calendar month (906 after that); unset: no limit. */
  monthlyTransactionLimit?: number | undefined;
  /** ISO codes the account accepts; createToken in any other answers 904. */
  currencies: readonly string[];
  /** The mobile-money wallets DPO enabled on this account's terminal (GetMobilePaymentOptions, ChargeTokenMobile). */
  mobileOperators: readonly MobileOperator[];
  /** The notification (PTN) URL set in DPO's portal; unset → no notification is sent. */
  notificationUrl?: string | undefined;
}

export interface DpoOptions {
  /** The accounts the stand-in knows. Default: the product's account and a pula-only one (dpo-defaults.ts). */
  companies?: DpoCompany[];
  /** The first account's notification URL, as set in DPO's portal (overrides its own); like PayPal's webhookUrl. */
  notificationUrl?: string;
  /** Clock in epoch milliseconds, for the payment time limit (PTL) and dates in answers. */
  now?: () => number;
}

export interface DpoSettings {
  companies: Map<string, DpoCompany>;
  now: () => number;
}

const { pulaOnly, ...mainAccount } = dpoDefaults;

export const defaultDpoCompanies: readonly DpoCompany[] = [mainAccount, pulaOnly];

export class DpoOptionsError extends Error {
  constructor(option: string, problem: string) {
    super(`Invalid dpo.${option}: ${problem}`);
    this.name = 'DpoOptionsError';
  }
}

export function notificationUrlProblem(value: string): string | undefined {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? undefined : `expected an absolute http(s) URL, got ${JSON.stringify(value)}`;
}

/** The problem with one account, or undefined; shared by the options check, config.ts (env) and the portal control. */
export function companyProblem(company: DpoCompany): { field: string; problem: string } | undefined {
  if (!/^[A-Za-z0-9-]{8,64}$/.test(company.companyToken)) {
    return { field: 'companyToken', problem: `expected 8 to 64 letters, digits or dashes, got ${JSON.stringify(company.companyToken)}` };
  }
  if (!/^\S{1,20}$/.test(company.serviceType)) return { field: 'serviceType', problem: `expected a service type id, got ${JSON.stringify(company.serviceType)}` };
  if (company.currencies.length === 0 || company.currencies.some((code) => !/^[A-Z]{3}$/.test(code))) {
    return { field: 'currencies', problem: `expected one or more ISO 4217 codes, got ${JSON.stringify(company.currencies)}` };
  }
  const unknown = company.mobileOperators.find((operator) => !isMobileOperator(operator));
  if (unknown !== undefined) return { field: 'mobileOperators', problem: `expected orange, mascom or btc, got ${JSON.stringify(unknown)}` };
  const urlProblem = company.notificationUrl === undefined ? undefined : notificationUrlProblem(company.notificationUrl);
  if (urlProblem) return { field: 'notificationUrl', problem: urlProblem };
  return undefined;
}

/** Applies defaults and rejects bad values at registration, so a bad option fails startSandbox, not the first request. */
export function resolveDpoSettings(options: DpoOptions): DpoSettings {
  const companies = new Map<string, DpoCompany>();
  const given = options.companies ?? defaultDpoCompanies;
  const [first, ...others] = given;
  const withUrl = first && options.notificationUrl !== undefined ? [{ ...first, notificationUrl: options.notificationUrl }, ...others] : given;
  withUrl.forEach((company, index) => {
    const found = companyProblem(company);
    if (found) throw new DpoOptionsError(`companies[${index}].${found.field}`, found.problem);
    if (companies.has(company.companyToken)) throw new DpoOptionsError(`companies[${index}].companyToken`, 'used by two companies');
    companies.set(company.companyToken, {
      ...company,
      currencies: [...company.currencies],
      mobileOperators: [...new Set(company.mobileOperators)],
    });
  });
  if (companies.size === 0) throw new DpoOptionsError('companies', 'at least one company is needed');
  return { companies, now: options.now ?? Date.now };
}
