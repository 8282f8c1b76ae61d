import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  type Key,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '#shared/schemas/user.ts';
import { paths } from '#client/lib/paths.ts';
import { useSignOut } from '#client/resources/use-sign-out.ts';
import { Avatar } from '../ui/avatar.tsx';
import { useT } from '#client/lib/i18n.tsx';

const item =
  'flex min-h-10 cursor-pointer items-center rounded-lg px-3 text-sm font-medium outline-none focused:bg-blush-50';

/**
 * Desktop: the avatar (the Profile item) opens a menu with the settings, weddings and events
 * (the phone reaches them from Settings) and Sign out.
 */
export default function AccountMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const t = useT();
  const targets: Record<string, string> = {
    profile: paths.artistProfile(user._id),
    settings: paths.settings,
    events: paths.events,
    account: paths.accountSettings,
  };
  const onAction = (key: Key) => {
    if (key === 'sign-out') void signOut();
    else void navigate(targets[String(key)] ?? paths.settings);
  };
  return (
    <MenuTrigger>
      <AriaButton className="ml-2 rounded-full outline-offset-2">
        <span className="sr-only">{t('shell.nav.profile')}</span>
        <Avatar firstName={user.firstName} lastName={user.lastName} size={36} />
      </AriaButton>
      <Popover
        placement="bottom end"
        className="w-64 rounded-2xl border border-line bg-white p-1.5 shadow-lg outline-none"
      >
        <div className="border-b border-line px-3 pt-2 pb-3">
          <p className="truncate font-semibold">
            {user.firstName} {user.lastName}
          </p>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
        <Menu
          aria-label={t('shell.nav.profile')}
          onAction={onAction}
          className="pt-1.5 outline-none"
        >
          {user.profile ? (
            <MenuItem id="profile" className={item}>
              {t('shell.menu.myProfile')}
            </MenuItem>
          ) : null}
          <MenuItem id="settings" className={item}>
            {t('shell.menu.settings')}
          </MenuItem>
          <MenuItem id="events" className={item}>
            {t('events.list.title')}
          </MenuItem>
          <MenuItem id="account" className={item}>
            {t('shell.menu.account')}
          </MenuItem>
          <MenuItem id="sign-out" className={item}>
            {t('shell.menu.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
