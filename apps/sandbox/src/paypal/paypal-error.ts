import { errorMessages, paypalIssues, type IssueCode } from './paypal-issues.ts';

export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'query' | 'header';
}

export interface ErrorLink {
  href: string;
  rel: string;
  method: string;
}

/** Thrown by handlers; the plugin's error handler turns it into PayPal's error envelope. */
export class PaypalError extends Error {
  readonly statusCode: number;
  readonly errorName: string;
  readonly details: ErrorDetail[];
  readonly extraLinks: ErrorLink[];

  constructor(statusCode: number, errorName: string, details: ErrorDetail[] = [], extraLinks: ErrorLink[] = [], message?: string) {
    super(message ?? errorMessages[errorName] ?? errorName);
    this.name = 'PaypalError';
    this.statusCode = statusCode;
    this.errorName = errorName;
    this.details = details;
    this.extraLinks = extraLinks;
  }
}

type DetailExtras = Omit<ErrorDetail, 'issue' | 'description'> & { description?: string };

export function issueDetail(issue: IssueCode, extras: DetailExtras = {}): ErrorDetail {
  return { issue, description: paypalIssues[issue].description, ...extras };
}

export function issueError(issue: IssueCode, extras: DetailExtras = {}, extraLinks: ErrorLink[] = []): PaypalError {
  const { statusCode, name } = paypalIssues[issue];
  return new PaypalError(statusCode, name, [issueDetail(issue, extras)], extraLinks);
}

/** Several schema problems reported together, as PayPal does for 400s. */
export function invalidRequest(details: ErrorDetail[]): PaypalError {
  return new PaypalError(400, 'INVALID_REQUEST', details);
}

export function authenticationFailure(): PaypalError {
  return new PaypalError(401, 'AUTHENTICATION_FAILURE');
}

/** `docsPath` e.g. "orders/v2": the information link points at that API's error list. */
export function renderPaypalError(error: PaypalError, debugId: string, docsPath: string | undefined) {
  const firstIssue = error.details[0]?.issue;
  const href =
    docsPath && firstIssue
      ? `https://developer.paypal.com/docs/api/${docsPath}/#error-${firstIssue}`
      : `https://developer.paypal.com/api/rest/responses/#link-${error.errorName}`;
  return {
    name: error.errorName,
    message: error.message,
    debug_id: debugId,
    details: error.details,
    links: [{ href, rel: 'information_link', method: 'GET' }, ...error.extraLinks],
  };
}
