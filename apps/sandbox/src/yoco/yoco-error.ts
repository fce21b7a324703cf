/** What an API handler answers; the routes send it, the idempotency store keeps it for replays. */
export interface YocoResult {
  status: number;
  body: unknown;
}

export interface YocoErrorBody {
  errorCode: string;
  errorMessage: string;
  displayMessage: string;
}

const defaultDisplayMessage = 'Something went wrong with this payment. Please try again.';

export function yocoError(status: number, errorCode: string, errorMessage: string, displayMessage = defaultDisplayMessage): YocoResult {
  const body: YocoErrorBody = { errorCode, errorMessage, displayMessage };
  return { status, body };
}

/** Thrown by handlers; runApiRequest answers (and, under an Idempotency-Key, stores) its result. */
export class YocoApiError extends Error {
  readonly result: YocoResult;

  constructor(result: YocoResult) {
    super((result.body as YocoErrorBody).errorMessage);
    this.name = 'YocoApiError';
    this.result = result;
  }
}

export function validationError(errorMessage: string): YocoApiError {
  return new YocoApiError(yocoError(400, 'validation_error', errorMessage));
}

export function notFoundError(what: string): YocoApiError {
  return new YocoApiError(yocoError(404, 'not_found', `${what} not found`, 'This payment could not be found.'));
}
