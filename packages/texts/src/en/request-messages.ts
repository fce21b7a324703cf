/** What any request can run into: limits, malformed requests, outages, and a response the client cannot read (original spec §8). */
export const requestMessages = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  invalidRequest: 'The request is not valid.',
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request must be sent as JSON.',
  notFound: 'Not found.',
  invalidWebhookSignature: 'The webhook signature is not valid.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  busy: 'Many people are signing in right now. Please try again in a moment.',
  responseNotJson: 'Response is not valid JSON object.',
  responseMissingData: 'Response is missing data field.',
} as const;
