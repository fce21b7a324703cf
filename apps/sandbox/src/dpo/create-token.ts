import { parseAmount, readFlag, readText, requireNode, requireText } from './dpo-fields.ts';
import { newTransRef, newTransToken } from './dpo-ids.ts';
import type { DpoAnswer, DpoRequest } from './dpo-request.ts';
import { dataMismatch, DpoRefusal, dpoResults, missingField, resultFields } from './dpo-results.ts';
import { isNode, type XmlNode } from './dpo-xml.ts';
import type { Customer, Service, Transaction } from './transaction-store.ts';

const minuteMs = 60_000;
// Without <PTL> the sandbox gives the token 96 hours, as DPO's default payment time limit.
const defaultPtlHours = 96;

function readServices(api: XmlNode): (Service & { byName: boolean })[] {
  const services = requireNode(api, 'Services');
  const list = services.Service;
  if (list === undefined || list === '' || (Array.isArray(list) && list.length === 0)) throw missingField('Service');
  if (!Array.isArray(list)) throw dataMismatch('Service');
  return list.map((entry: unknown) => {
    if (!isNode(entry)) throw missingField('ServiceType');
    // DPO takes the service type's number or, instead, its name (ServiceTypeName)
    const byName = readText(entry, 'ServiceType') === undefined ? readText(entry, 'ServiceTypeName') : undefined;
    return {
      type: byName ?? requireText(entry, 'ServiceType'),
      byName: byName !== undefined,
      description: requireText(entry, 'ServiceDescription'),
      date: requireText(entry, 'ServiceDate'),
    };
  });
}

function readUrl(transaction: XmlNode, name: string): string {
  const value = readText(transaction, name) ?? '';
  if (value === '') return '';
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw dataMismatch(name);
  return value;
}

function readTimeLimitMs(transaction: XmlNode): number {
  const ptl = readText(transaction, 'PTL') ?? '';
  const type = (readText(transaction, 'PTLtype') ?? '').toLowerCase();
  if (type !== '' && type !== 'hours' && type !== 'minutes') throw dataMismatch('PTLtype');
  if (ptl === '') return defaultPtlHours * 60 * minuteMs;
  if (!/^\d{1,6}$/.test(ptl) || Number(ptl) === 0) throw dataMismatch('PTL');
  return Number(ptl) * (type === 'minutes' ? minuteMs : 60 * minuteMs);
}

function readCustomer(transaction: XmlNode): Customer {
  const text = (name: string) => readText(transaction, name) ?? '';
  return {
    firstName: text('customerFirstName'),
    lastName: text('customerLastName'),
    email: text('customerEmail'),
    phone: text('customerPhone'),
    dialCode: text('customerDialCode'),
    country: text('customerCountry'),
  };
}

function sameMonth(a: number, b: number): boolean {
  const [first, second] = [new Date(a), new Date(b)];
  return first.getUTCFullYear() === second.getUTCFullYear() && first.getUTCMonth() === second.getUTCMonth();
}

/**
 * createToken (providers.md §6.1, §6.8): 950 for a missing field, 960 for one sent twice, 902 for an unusable one,
 * 904, 905 over the account's transaction limit, 906 past its monthly number of transactions, 940; else a new token.
 */
export function createToken({ state, company, api }: DpoRequest): DpoAnswer {
  const transaction = requireNode(api, 'Transaction');
  const amountText = requireText(transaction, 'PaymentAmount');
  const currency = requireText(transaction, 'PaymentCurrency').toUpperCase();
  const services = readServices(api);

  const amountMinor = parseAmount(amountText, 'PaymentAmount');
  if (!/^[A-Z]{3}$/.test(currency)) throw dataMismatch('PaymentCurrency');
  for (const service of services) {
    if (service.byName ? service.type !== company.serviceTypeName : service.type !== company.serviceType) throw dataMismatch(service.byName ? 'ServiceTypeName' : 'ServiceType');
    if (!/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(service.date)) throw dataMismatch('ServiceDate');
  }
  const redirectUrl = readUrl(transaction, 'RedirectURL');
  const backUrl = readUrl(transaction, 'BackURL');
  const timeLimitMs = readTimeLimitMs(transaction);
  const companyRef = readText(transaction, 'CompanyRef') ?? '';
  const companyRefUnique = readFlag(transaction, 'CompanyRefUnique', false);
  const customer = readCustomer(transaction);

  if (!company.currencies.includes(currency)) throw DpoRefusal.of(dpoResults.currencyNotSupported);
  if (company.transactionLimitMinor !== undefined && amountMinor > company.transactionLimitMinor) throw DpoRefusal.of(dpoResults.amountOverLimit);
  const now = state.settings.now();
  if (company.monthlyTransactionLimit !== undefined && state.transactions.countCreated(company.companyToken, (at) => sameMonth(at, now)) >= company.monthlyTransactionLimit) {
    throw DpoRefusal.of(dpoResults.monthlyLimitReached);
  }
  if (companyRefUnique && companyRef !== '') {
    const earlier = state.transactions.withCompanyRef(company.companyToken, companyRef);
    if (earlier.some((candidate) => candidate.status === 'paid')) throw DpoRefusal.of(dpoResults.companyRefPaid);
  }

  const created: Transaction = {
    token: newTransToken(),
    transRef: newTransRef(),
    companyToken: company.companyToken,
    amountMinor,
    currency,
    companyRef,
    redirectUrl,
    backUrl,
    createdAt: now,
    expiresAt: now + timeLimitMs,
    customer,
    services: services.map(({ byName: _byName, ...service }) => service),
    status: 'open',
    refunds: [],
  };
  state.transactions.add(created);
  return { ...resultFields(dpoResults.transactionCreated), TransToken: created.token, TransRef: created.transRef };
}
