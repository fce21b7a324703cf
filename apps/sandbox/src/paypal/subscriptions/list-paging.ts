import { invalidRequest } from '../paypal-error.ts';
import { readParams } from '../../shared/request-params.ts';

export interface Paging {
  pageSize: number;
  page: number;
  totalRequired: boolean;
}

function positive(value: string | undefined, name: string, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > max) {
    throw invalidRequest([{ issue: 'INVALID_PARAMETER_VALUE', description: 'The value of a field is invalid.', field: name, value, location: 'query' }]);
  }
  return number;
}

/** page_size (1..20, default 10), page (1-based) and total_required, as PayPal's list calls take them. */
export function readPaging(query: unknown): Paging {
  const params = readParams(query);
  return {
    pageSize: positive(params.page_size, 'page_size', 20, 10),
    page: positive(params.page, 'page', 100000, 1),
    totalRequired: params.total_required === 'true',
  };
}

export function pageOf<T>(items: T[], paging: Paging) {
  const start = (paging.page - 1) * paging.pageSize;
  return {
    items: items.slice(start, start + paging.pageSize),
    totals: paging.totalRequired ? { total_items: items.length, total_pages: Math.ceil(items.length / paging.pageSize) } : {},
  };
}
