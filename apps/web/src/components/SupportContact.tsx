import { accountText } from '@guidepass/texts/en/web/account-text';
import { useApiClient } from '../lib/api-context.tsx';
import { useSupportContact } from '../lib/support-contact.ts';

/** How to contact support (product.md section 12), under any message that says "contact support". */
export function SupportContact() {
  const contact = useSupportContact(useApiClient());
  if (!contact || (contact.email === null && contact.whatsapp === null)) return null;
  return (
    <p className="support-contact">
      {accountText.supportLead}{' '}
      {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
      {contact.email && contact.whatsapp ? ` ${accountText.supportOr} ` : null}
      {contact.whatsapp ? <a href={`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`}>{accountText.supportWhatsApp(contact.whatsapp)}</a> : null}
    </p>
  );
}
