/** How people reach support (GET /api/support), shown wherever a message says "contact support". */
export interface SupportContact {
  /** null when the deployment has not configured one */
  email: string | null;
  /** international format (+26771234567), or null */
  whatsapp: string | null;
}

/** Whether a message tells the reader to contact support, so the view should show how. */
export function mentionsSupport(message: string): boolean {
  return /contact support/i.test(message);
}
