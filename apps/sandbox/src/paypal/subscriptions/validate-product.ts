import { isPlainObject } from '../../shared/json-values.ts';
import { invalidRequest, issueDetail } from '../paypal-error.ts';
import { Problems } from '../validate-create-order.ts';
import type { Product, ProductType } from './subscription-records.ts';

/** A product as the request describes it; the id is optional (the store makes one) and the store adds the times. */
export type ProductDraft = Omit<Product, 'id' | 'createTime' | 'updateTime'> & { id: string | undefined };

const productTypes: ProductType[] = ['PHYSICAL', 'DIGITAL', 'SERVICE'];

/** POST /v1/catalogs/products: the body as stored, or PayPal's 400 listing every problem. */
export function validateProduct(body: unknown): ProductDraft {
  if (!isPlainObject(body)) throw invalidRequest([issueDetail('MALFORMED_REQUEST_JSON', { location: 'body' })]);
  const problems = new Problems();
  const id = problems.text(body, 'id', '/id', { max: 50 });
  if (id !== undefined && (id.length < 6 || !/^[A-Za-z0-9_-]+$/.test(id))) problems.add('INVALID_PARAMETER_SYNTAX', '/id', id);
  const name = problems.text(body, 'name', '/name', { required: true, max: 127 });
  const type = problems.text(body, 'type', '/type', { required: true, max: 24 });
  if (type !== undefined && !productTypes.includes(type as ProductType)) problems.add('INVALID_PARAMETER_VALUE', '/type', type);
  const description = problems.text(body, 'description', '/description', { max: 256 });
  const category = problems.text(body, 'category', '/category', { max: 256 });
  if (category !== undefined && !/^[A-Z_]{4,}$/.test(category)) problems.add('INVALID_PARAMETER_VALUE', '/category', category);
  const imageUrl = problems.url(body, 'image_url', '/image_url');
  const homeUrl = problems.url(body, 'home_url', '/home_url');
  if (problems.details.length > 0 || name === undefined || type === undefined) throw invalidRequest(problems.details);
  return { id, name, type: type as ProductType, description, category, imageUrl, homeUrl };
}
