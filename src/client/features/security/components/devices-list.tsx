import type { Translator } from '#shared/i18n/translator.ts';
import { Laptop, Smartphone } from 'lucide-react';
import { formatTorontoDateTime } from '#shared/domain/toronto-time.ts';
import type { SessionView } from '#shared/schemas/security.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { LoadError } from '#client/components/ui/page.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useSessions } from '../api/list-sessions.ts';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { useSignOutSession } from '../api/sign-out-session.ts';
import { useTranslator } from '#client/lib/i18n.tsx';

const phones = new Set(['iPhone', 'Android']);

/** "Active now" within the last few minutes, else the Toronto time of the last use. */
function lastUse(session: SessionView, t: Translator, now = Date.now()): string {
  const at = new Date(session.lastUsedAt);
  if (now - at.getTime() < 10 * 60_000) return t.t('settings.devices.activeNow');
  return t.t('settings.devices.lastActive', { when: formatTorontoDateTime(at, t.locale) });
}

/** Settings → Security: every signed-in device, each with its own Sign out. */
export function DevicesList() {
  const translator = useTranslator();
  const { t, locale } = translator;
  const { alert } = useAlerts();
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();

  if (sessions.isError) {
    return <LoadError title={t('settings.devices.loadFailed')} error={sessions.error} />;
  }
  if (!sessions.data) {
    return (
      <p className="text-muted" role="status">
        {t('settings.devices.loading')}
      </p>
    );
  }
  const list = sessions.data.sessions;
  const others = list.filter((s) => !s.current);

  const done = (promise: Promise<{ message: string }>) =>
    promise.then(
      ({ message }) => alert(message, 'success'),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-line" aria-label={t('settings.devices.label')}>
        {list.map((session) => {
          const Icon = phones.has(session.device) ? Smartphone : Laptop;
          const name = t('settings.devices.name', {
            browser: session.browser,
            device: session.device,
          });
          const used = lastUse(session, translator);
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <Icon aria-hidden className="size-6 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">
                  {name}
                  {session.current ? (
                    <span className="ml-2 inline-block rounded-full bg-blush-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-blush-800">
                      {t('settings.devices.this')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  {t('settings.devices.when', {
                    used,
                    signedIn: formatTorontoDateTime(new Date(session.createdAt), locale),
                  })}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  aria-label={t('settings.devices.signOutNamed', { name, used })}
                  isDisabled={signOutOne.isPending}
                  onPress={() => void done(signOutOne.mutateAsync(session.id))}
                >
                  {t('shell.menu.signOut')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="secondary"
          className="self-start"
          isDisabled={signOutOthers.isPending}
          onPress={() => void done(signOutOthers.mutateAsync())}
        >
          {signOutOthers.isPending
            ? t('settings.devices.signingOut')
            : t('settings.devices.signOutOthers')}
        </Button>
      ) : (
        <p className="text-sm text-muted">{t('settings.devices.none')}</p>
      )}
    </div>
  );
}
