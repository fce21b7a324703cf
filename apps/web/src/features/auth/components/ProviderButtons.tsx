import { accountMessages } from '@guidepass/texts/en/account-messages';
import { accountText } from '@guidepass/texts/en/web/account-text';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useApiClient, useSession } from '../../../lib/api-context.tsx';
import { navigateTo } from '../../../lib/browser-address.ts';
import { useProviders } from '../hooks/use-providers.ts';

type Provider = 'google' | 'facebook';

const notConfigured: Record<Provider, string> = {
  google: accountMessages.providerNotConfigured('Google'),
  facebook: accountMessages.facebookNotImplemented,
};

/**
 * Google and Facebook sign-in: a full-page visit to the server, which comes back to '/'. A salesperson's referral
 * code goes along (`?ref=CODE`): the server keeps it through the round trip for a new account.
 */
export function ProviderButtons({ onMessage, referralCode = null }: { onMessage(message: string | null): void; referralCode?: string | null }) {
  const client = useApiClient();
  const session = useSession();
  const knownProviders = useProviders();
  const [leaving, setLeaving] = useState<Provider | null>(null);

  // Coming back with the browser's Back button restores this page from its cache: make the buttons usable.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = async (provider: Provider) => {
    onMessage(null);
    setLeaving(provider);
    const providers = await knownProviders();
    // Unknown (the list could not be read) means try: the server then answers for itself.
    if (providers?.[provider] === false) {
      setLeaving(null);
      onMessage(notConfigured[provider]);
      return;
    }
    session.noteProviderSignIn();
    navigateTo(client.url(`/auth/${provider}${referralCode ? `?ref=${encodeURIComponent(referralCode)}` : ''}`));
  };

  return (
    <div className="providers">
      <Button variant="secondary" busy={leaving === 'google'} busyText={accountText.redirecting} disabled={leaving !== null} onClick={() => void start('google')}>
        {accountText.signInWithGoogle}
      </Button>
      <Button variant="secondary" busy={leaving === 'facebook'} busyText={accountText.redirecting} disabled={leaving !== null} onClick={() => void start('facebook')}>
        {accountText.signInWithFacebook}
      </Button>
    </div>
  );
}
