import { XMLParser } from 'fast-xml-parser';
import type { Test } from 'tap';
import { sandboxDefaults } from '../../src/sandbox-defaults.ts';
import { startTestSandbox } from './test-sandbox.ts';

export const mainCompany = sandboxDefaults.dpo.companyToken;
export const pulaOnlyCompany = sandboxDefaults.dpo.pulaOnly.companyToken;
export const serviceType = sandboxDefaults.dpo.serviceType;

/** XML text escaping written here from the XML rules, independently of the stand-in's builder. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** `<Name>value</Name>…` from a plain object; nested objects become elements, arrays repeat the element. */
export function xmlElements(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .map(([name, value]) => {
      if (Array.isArray(value)) return value.map((entry) => xmlElements({ [name]: entry })).join('');
      if (value !== null && typeof value === 'object') return `<${name}>${xmlElements(value as Record<string, unknown>)}</${name}>`;
      return `<${name}>${escapeXml(String(value))}</${name}>`;
    })
    .join('');
}

export function api3g(fields: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="utf-8"?><API3G>${xmlElements(fields)}</API3G>`;
}

const parser = new XMLParser({ parseTagValue: false, ignoreDeclaration: true, isArray: (name) => name === 'mobileoption' });

export interface DpoAnswer {
  status: number;
  contentType: string | null;
  raw: string;
  body: Record<string, any>;
}

export function transactionFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    PaymentAmount: '200.00',
    PaymentCurrency: 'BWP',
    CompanyRef: `pay_${Math.random().toString(36).slice(2, 10)}`,
    RedirectURL: 'https://app.example/?payment=success&method=dpo&paymentId=p1',
    BackURL: 'https://app.example/payment-cancel',
    CompanyRefUnique: '1',
    PTL: '15',
    PTLtype: 'minutes',
    customerFirstName: 'Neo',
    customerLastName: 'Kgosi',
    customerEmail: 'neo@example.test',
    customerPhone: '71234567',
    customerDialCode: 'BW',
    ...overrides,
  };
}

export function serviceFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ServiceType: serviceType, ServiceDescription: 'guidepass Local, 2 weeks', ServiceDate: '2026/11/26 14:05', ...overrides };
}

/** A sandbox with a movable DPO clock and a small client for its XML API and controls. */
export async function startDpoSandbox(t: Test) {
  let clockOffsetMs = 0;
  const sandbox = await startTestSandbox(t, { dpo: { now: () => Date.now() + clockOffsetMs } });
  const base = `${sandbox.url}/dpo`;

  async function post(body: string, contentType = 'application/xml'): Promise<DpoAnswer> {
    const response = await fetch(`${base}/API/v6/`, { method: 'POST', headers: { 'content-type': contentType }, body });
    const raw = await response.text();
    return { status: response.status, contentType: response.headers.get('content-type'), raw, body: parser.parse(raw).API3G ?? {} };
  }

  async function request(name: string, fields: Record<string, unknown>, companyToken: string = mainCompany): Promise<DpoAnswer> {
    return post(api3g({ CompanyToken: companyToken, Request: name, ...fields }));
  }

  async function createToken(transaction: Record<string, unknown> = {}, companyToken: string = mainCompany, service: Record<string, unknown> = {}) {
    const fields = transactionFields(transaction);
    const answer = await request('createToken', { Transaction: fields, Services: { Service: serviceFields(service) } }, companyToken);
    if (answer.body.Result !== '000') throw new Error(`createToken answered ${answer.raw}`);
    return { token: String(answer.body.TransToken), companyRef: String(fields.CompanyRef), answer };
  }

  const verify = (token: string, extra: Record<string, unknown> = {}, companyToken: string = mainCompany) =>
    request('verifyToken', { TransactionToken: token, ...extra }, companyToken);

  async function control(path: string, body?: unknown, method = 'POST'): Promise<{ status: number; body: any }> {
    const response = await fetch(`${base}/_control${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await response.json() };
  }

  return {
    sandbox,
    base,
    post,
    request,
    createToken,
    verify,
    control,
    advanceClock: (ms: number) => void (clockOffsetMs += ms),
    resetClock: () => void (clockOffsetMs = 0),
  };
}

export type DpoSandbox = Awaited<ReturnType<typeof startDpoSandbox>>;
