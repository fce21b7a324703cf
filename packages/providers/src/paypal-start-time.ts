// PayPal refuses a subscription whose start_time is not in the future when it arrives (400 INVALID_PARAMETER_VALUE,
// "Start time must be a valid future date and time."). The margin covers the call itself (15 s timeout, a token
// fetch and one retry after a 401) and clock skew between us and PayPal.
const startTimeMarginMs = 2 * 60_000;

/** The start_time to send for a subscription: undefined (start now) unless it is safely in the future. */
export function startTimeToSend(startTime: string | undefined, now: Date = new Date()): string | undefined {
  if (startTime === undefined) return undefined;
  const at = Date.parse(startTime);
  return Number.isNaN(at) || at - now.getTime() <= startTimeMarginMs ? undefined : startTime;
}
