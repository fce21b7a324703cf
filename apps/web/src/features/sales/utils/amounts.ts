import { gaboroneTimeZone } from '@guidepass/domain/gaborone-month';
import { pulaLabel } from '@guidepass/domain/tiers';

/** A commission or balance in thebe as pula, a refund's negative one with a leading minus ("−P10"). */
export function signedPulaLabel(thebe: number): string {
  return thebe < 0 ? `−${pulaLabel(-thebe)}` : pulaLabel(thebe);
}

const gaboroneTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: gaboroneTimeZone,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** When a sale was credited, in Gaborone time ("24 Nov, 14:05"). */
export function gaboroneDateTime(at: string): string {
  return gaboroneTime.format(new Date(at));
}
