import { formatPula, formatShortDateTime } from '@guidepass/texts/format';

/** A commission or balance in thebe as pula, a refund's negative one with a leading minus ("−P10"). */
export function signedPulaLabel(thebe: number): string {
  return thebe < 0 ? `−${formatPula(-thebe)}` : formatPula(thebe);
}

/** When a sale was credited, in Gaborone time ("24 Nov, 14:05"). */
export function gaboroneDateTime(at: string): string {
  return formatShortDateTime(new Date(at));
}
