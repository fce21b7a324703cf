import { invalidRequest, type ErrorDetail } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';
import { transmissionMessage } from './webhook-signature.ts';

const requiredFields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;

/**
 * Option A of providers.md §1.5. The event arrives parsed, so its CRC is taken over
 * JSON.stringify of it; that matches the delivered bytes because the sandbox sends
 * exactly JSON.stringify(event) and parsing keeps key order.
 */
export function verifyWebhookSignature(state: PaypalState, body: unknown): { verification_status: 'SUCCESS' | 'FAILURE' } {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const details: ErrorDetail[] = [];
  for (const name of requiredFields) {
    if (typeof fields[name] !== 'string' || fields[name] === '') {
      details.push({ issue: 'MISSING_REQUIRED_PARAMETER', description: `${name} is required.`, field: `/${name}`, location: 'body' });
    }
  }
  if (typeof fields.webhook_event !== 'object' || fields.webhook_event === null) {
    details.push({ issue: 'MISSING_REQUIRED_PARAMETER', description: 'webhook_event is required.', field: '/webhook_event', location: 'body' });
  }
  if (details.length > 0) throw invalidRequest(details);

  const text = (name: (typeof requiredFields)[number]) => String(fields[name]);
  const message = transmissionMessage(
    text('transmission_id'),
    text('transmission_time'),
    text('webhook_id'),
    JSON.stringify(fields.webhook_event),
  );
  const verified =
    text('auth_algo') === 'SHA256withRSA' &&
    text('cert_url') === state.certUrl() &&
    state.signer.verify(message, text('transmission_sig'));
  return { verification_status: verified ? 'SUCCESS' : 'FAILURE' };
}
