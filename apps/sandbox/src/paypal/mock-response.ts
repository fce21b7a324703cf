import { instrumentDeclined } from './capture-order.ts';
import { invalidRequest, issueError, PaypalError } from './paypal-error.ts';
import type { PaypalContext } from './paypal-context.ts';
import { isIssueCode } from './paypal-issues.ts';

function malformedHeader(): PaypalError {
  return invalidRequest([
    {
      issue: 'INVALID_PARAMETER_SYNTAX',
      description: 'PayPal-Mock-Response must be JSON like {"mock_application_codes":"INSTRUMENT_DECLINED"}.',
      field: 'PayPal-Mock-Response',
      location: 'header',
    },
  ]);
}

/** The error PayPal's sandbox forces for a `PayPal-Mock-Response` header, or undefined without the header. */
export function mockedError(context: PaypalContext, header: string | string[] | undefined, orderId: string | undefined): PaypalError | undefined {
  if (header === undefined) return undefined;
  let code: unknown;
  try {
    code = (JSON.parse(Array.isArray(header) ? (header[0] ?? '') : header) as { mock_application_codes?: unknown }).mock_application_codes;
  } catch {
    return malformedHeader();
  }
  if (typeof code !== 'string' || code === '') return malformedHeader();
  if (code === 'INSTRUMENT_DECLINED' && orderId) return instrumentDeclined(context, orderId);
  if (isIssueCode(code)) return issueError(code);
  return new PaypalError(422, 'UNPROCESSABLE_ENTITY', [{ issue: code, description: 'Forced by the PayPal-Mock-Response header.' }]);
}
