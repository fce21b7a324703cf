// Deliberately loose (the verification mail is the real check), but no spaces, one @, a dot in the domain.
const shape = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function tidyEmail(input: string): string {
  return input.trim();
}

export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && shape.test(email);
}
