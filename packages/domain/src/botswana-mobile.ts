/**
 * Botswana mobile numbers (providers.md §6.4): +267 then 8 digits starting with 7. People write them many ways
 * ("71234567", "71 234 567", "+267 71 234 567", "267-71-234-567"); one reader and one writer for the api and the web.
 */
const dialPrefix = '267';

/** The number as DPO takes it, "26771234567", or null when it is not a Botswana mobile. */
export function botswanaMobileOf(value: string): string | null {
  if (value.length > 32) return null;
  const digits = value.replace(/[\s+().-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const full = digits.length === 8 ? `${dialPrefix}${digits}` : digits.startsWith('00') ? digits.slice(2) : digits;
  return /^2677\d{7}$/.test(full) ? full : null;
}

/** "71 234 567", as people write it (the country code is understood in Botswana). */
export function formatBotswanaMobile(phone: string): string {
  const local = phone.startsWith(dialPrefix) ? phone.slice(dialPrefix.length) : phone;
  return `${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`.trim();
}

/**
 * Formats what the member is typing, digit by digit ("7123" → "71 23"), leaving a "+267 " they typed in front;
 * anything else is left as typed so that nothing they wrote disappears.
 */
export function formatMobileAsTyped(value: string): string {
  const international = /^\s*\+?\s*267/.test(value) && value.replace(/\D/g, '').length > 3;
  const digits = value.replace(/\D/g, '');
  const local = international ? digits.slice(3) : digits;
  if (local.length > 8 || /[^\d\s+().-]/.test(value)) return value;
  const grouped = [local.slice(0, 2), local.slice(2, 5), local.slice(5)].filter(Boolean).join(' ');
  return international ? `+267 ${grouped}` : grouped;
}
