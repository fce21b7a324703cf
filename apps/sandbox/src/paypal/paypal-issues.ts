/** The issues the stand-in answers with (providers.md §1.3 and PayPal's published error list). */
export interface IssueDefinition {
  statusCode: number;
  name: string;
  description: string;
}

const invalid = (description: string): IssueDefinition => ({ statusCode: 400, name: 'INVALID_REQUEST', description });
const refused = (description: string): IssueDefinition => ({ statusCode: 422, name: 'UNPROCESSABLE_ENTITY', description });

export const paypalIssues = {
  MALFORMED_REQUEST_JSON: invalid('The request JSON is not well formed.'),
  MISSING_REQUIRED_PARAMETER: invalid('A required field / parameter is missing.'),
  INVALID_PARAMETER_VALUE: invalid('The value of a field is invalid.'),
  INVALID_PARAMETER_SYNTAX: invalid('The value of a field does not conform to the expected format.'),
  INVALID_STRING_LENGTH: invalid('The value of a field is either too short or too long.'),
  INVALID_ARRAY_MIN_ITEMS: invalid('The number of items in an array parameter is too small.'),
  INVALID_ARRAY_MAX_ITEMS: invalid('The number of items in an array parameter is too large.'),
  ORDER_NOT_APPROVED: refused(
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ),
  ORDER_ALREADY_CAPTURED: refused("Order already captured.If 'intent=CAPTURE' only one capture per order is allowed."),
  INSTRUMENT_DECLINED: refused(
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  ),
  DUPLICATE_INVOICE_ID: refused(
    'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  ),
  CURRENCY_NOT_SUPPORTED: refused(
    'Currency code is not currently supported. Please refer https://developer.paypal.com/docs/api/reference/currency-codes/ for list of supported currency codes.',
  ),
  // checkout_orders_v2.json lists these three among create order's 422s (schema "422").
  DUPLICATE_REFERENCE_ID: refused('`reference_id` must be unique if multiple `purchase_unit` are provided.'),
  MULTI_CURRENCY_ORDER: refused('Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.'),
  MAX_VALUE_EXCEEDED: refused('Should be less than or equal to 999999999999999.99.'),
  DECIMAL_PRECISION: refused('If the currency supports decimals, only two decimal place precision is supported.'),
  CANNOT_BE_ZERO_OR_NEGATIVE: refused('Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.'),
  TRANSACTION_REFUSED: refused('The request was refused.'),
  CAPTURE_FULLY_REFUNDED: refused('The capture has already been fully refunded.'),
  REFUND_AMOUNT_EXCEEDED: refused('The refund amount must be less than or equal to the capture amount that has not yet been refunded.'),
  PENDING_CAPTURE: refused('Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has paid by eCheck.'),
  CURRENCY_MISMATCH: refused('The currency of the refund must be the same as the currency of the capture.'),
  SUBSCRIPTION_STATUS_INVALID: refused('Invalid subscription status for this action.'),
  // billing_subscriptions_v1.json, subscriptions.create-422 and subscriptions.activate-422.
  SUBSCRIPTION_CANNOT_HAVE_QUANTITY: refused("Subscription can't have quantity as the plan does not support quantity."),
  SUBSCRIPTION_CANNOT_BE_ACTIVATED: refused('Subscription cannot be activated after payment failure threshold has reached.'),
  PLAN_STATUS_INVALID: refused('Invalid plan status. A subscription can only be created for an ACTIVE plan.'),
  DUPLICATE_RESOURCE_IDENTIFIER: refused('The value of a field should be unique.'),
  INVALID_RESOURCE_ID: {
    statusCode: 404,
    name: 'RESOURCE_NOT_FOUND',
    description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  },
  INTERNAL_SERVER_ERROR: { statusCode: 500, name: 'INTERNAL_SERVER_ERROR', description: 'An internal server error has occurred.' },
  SERVICE_UNAVAILABLE: { statusCode: 503, name: 'SERVICE_UNAVAILABLE', description: 'Service Unavailable.' },
} satisfies Record<string, IssueDefinition>;

export type IssueCode = keyof typeof paypalIssues;

export const errorMessages: Record<string, string> = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
  SERVICE_UNAVAILABLE: 'Service Unavailable.',
};
