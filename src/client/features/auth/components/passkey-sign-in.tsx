import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { isPasskeyCancel, passkeyErrorMessage } from '#client/lib/passkey-errors.ts';
import { usePasskeySignIn } from '../api/passkey-sign-in.ts';
import { useT } from '#client/lib/i18n.tsx';

/** "Sign in with a passkey": the browser offers this site's passkeys, none typed. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { alert } = useAlerts();
  const passkey = usePasskeySignIn();
  const t = useT();
  if (!browserSupportsWebAuthn()) return null;

  const start = () =>
    passkey.mutateAsync().then(
      () => onSignedIn(),
      (error: unknown) => {
        // A cancel from the browser's own sheet needs no alert; the person chose it.
        if (!isPasskeyCancel(error)) alert(passkeyErrorMessage(error, t), 'error');
      },
    );

  return (
    <Button
      variant="secondary"
      className="w-full"
      isDisabled={passkey.isPending}
      onPress={() => void start()}
    >
      <KeyRound aria-hidden className="size-4" />
      {passkey.isPending ? t('auth.passkey.waiting') : t('auth.passkey.signIn')}
    </Button>
  );
}
