/** A webhook delivery that is not provably from the provider (bad signature, certificate or time): answered 400. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}
