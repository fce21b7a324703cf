import { dataMismatch, missingField, tagRepeated } from './dpo-results.ts';
import { isNode, type XmlNode } from './dpo-xml.ts';

/** A text field: undefined when absent; a repeated element is a 960, a nested one where text belongs a 902. */
export function readText(node: XmlNode, name: string): string | undefined {
  const value = node[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw tagRepeated(name);
  if (typeof value !== 'string') throw dataMismatch(name);
  return value;
}

/** A mandatory text field: absent or empty is DPO's 950 naming it. */
export function requireText(node: XmlNode, name: string): string {
  const value = readText(node, name);
  if (value === undefined || value === '') throw missingField(name);
  return value;
}

/** A mandatory wrapper element such as `<Transaction>`. */
export function requireNode(node: XmlNode, name: string): XmlNode {
  const value = node[name];
  if (value === undefined || value === '') throw missingField(name);
  if (Array.isArray(value)) throw tagRepeated(name);
  if (!isNode(value)) throw dataMismatch(name);
  return value;
}

/** "200.00" → 20000: decimal text with at most 2 decimals, more than zero (providers.md §6.0). */
export function parseAmount(text: string, name: string): number {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) throw dataMismatch(name);
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0) throw dataMismatch(name);
  return minor;
}

/** 20000 → "200.00", as DPO writes amounts. */
export function formatAmount(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** "0" or "1" (DPO's booleans); absent → the default. */
export function readFlag(node: XmlNode, name: string, fallback: boolean): boolean {
  const value = readText(node, name);
  if (value === undefined || value === '') return fallback;
  if (value !== '0' && value !== '1') throw dataMismatch(name);
  return value === '1';
}
