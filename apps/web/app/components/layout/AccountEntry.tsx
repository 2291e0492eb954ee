import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router';
import { visibleFor } from '~/lib/access';
import { useCurrentUser } from '~/lib/current-user';
import { endSession } from '~/lib/logout';
import { RequestError } from '~/lib/request';
import { useFeedback } from '~/lib/feedback';
import { Avatar, buttonClass } from '~/components/plain/plain';
import { HeaderPopover } from './HeaderPopover';
import { ACCOUNT_ITEMS, type NavItem } from './nav-items';

/**
 * Login/register for visitors; the avatar menu for a logged-in user. In the phone drawer
 * (`inDrawer`) the same entries are listed in full instead of behind the avatar button.
 */
export function AccountEntry({ inDrawer = false }: { inDrawer?: boolean }) {
  const { t } = useTranslation();
  const { user, refresh } = useCurrentUser();
  const { revalidate } = useRevalidator();
  const { message } = useFeedback();
  const location = useLocation();

  if (!user) {
    // come back to this page after logging in; the account pages themselves keep their own ?redirect=
    const here = location.pathname + location.search;
    const inFlow = /^\/(auth|waitregister|logout)(\/|$)/.test(location.pathname);
    const back = inFlow ? new URLSearchParams(location.search).get('redirect') : here;
    const query = back && back !== '/' ? `?redirect=${encodeURIComponent(back)}` : '';
    return (
      <div className={inDrawer ? 'drawer-account' : 'account-entry'}>
        <Link to={`/auth/login${query}`}>{t('account.login')}</Link>
        {inDrawer ? null : <span aria-hidden="true">/</span>}
        <Link to={`/auth/register${query}`}>{t('account.register')}</Link>
      </div>
    );
  }

  const logout = async () => {
    try {
      const providerLogoutUrl = await endSession();
      if (providerLogoutUrl) {
        window.location.assign(providerLogoutUrl);
        return;
      }
      await refresh();
      await revalidate();
      message.success(t('auth.logout.done'));
    } catch (e) {
      message.error(
        t('account.logoutFailed', { message: e instanceof RequestError ? e.message : String(e) }),
      );
    }
  };

  if (inDrawer) {
    return (
      <AccountList
        nickname={user.nickname}
        avatarUrl={user.avatarUrl}
        items={visibleFor(ACCOUNT_ITEMS, user)}
        onLogout={logout}
      />
    );
  }
  return (
    <AvatarMenu
      nickname={user.nickname}
      avatarUrl={user.avatarUrl}
      items={visibleFor(ACCOUNT_ITEMS, user)}
      onLogout={logout}
    />
  );
}

interface AccountProps {
  nickname: string;
  avatarUrl: string | null;
  items: NavItem[];
  onLogout: () => Promise<void>;
}

/** The account's entries as a plain list, for the phone drawer. */
function AccountList({ nickname, avatarUrl, items, onLogout }: AccountProps) {
  const { t } = useTranslation();
  return (
    <div className="drawer-account">
      <p className="drawer-user">
        <Avatar src={avatarUrl}>{nickname.slice(0, 1).toUpperCase()}</Avatar>
        <span>{nickname}</span>
      </p>
      <ul>
        {items.map((i) => (
          <li key={i.key}>
            <Link to={i.to}>{t(i.label)}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void onLogout()}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The avatar menu (menu button pattern: arrows move, Escape closes and returns focus), on the
 * header's plain pop-over panel: no antd on the site's first load.
 */
function AvatarMenu({ nickname, avatarUrl, items, onLogout }: AccountProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const focusItem = (index: number) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    if (entries.length) entries[(index + entries.length) % entries.length]!.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') focusItem(at + 1);
    else if (e.key === 'ArrowUp') focusItem(at - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(-1);
    else if (e.key === 'Escape' || e.key === 'Tab') return close(e.key === 'Escape');
    else return;
    e.preventDefault();
  };

  const menu = (
    <ul role="menu" ref={list} aria-label={t('account.menu')} className="avatar-menu" onKeyDown={onMenuKey}>
      {items.map((i) => (
        <li role="none" key={i.key}>
          <Link role="menuitem" to={i.to} onClick={() => close(false)}>
            {t(i.label)}
          </Link>
        </li>
      ))}
      <li role="separator" />
      <li role="none">
        <button
          type="button"
          role="menuitem"
          onClick={() => {
            close(false);
            void onLogout();
          }}
        >
          {t('account.logout')}
        </button>
      </li>
    </ul>
  );

  // the first entry takes the focus when the menu opens (by click or by ArrowDown)
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          ref={button}
          type="button"
          aria-label={t('account.menu')}
          aria-haspopup="menu"
          aria-expanded={open}
          className={buttonClass({ type: 'text', className: 'avatar-button' })}
          onClick={() => setOpen(!open)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && !open) {
              e.preventDefault();
              setOpen(true);
            } else if (e.key === 'Escape' && open) close(false);
          }}
        >
          <Avatar src={avatarUrl}>{nickname.slice(0, 1).toUpperCase()}</Avatar>
          <span className="nickname">{nickname}</span>
        </button>
      }
    >
      {menu}
    </HeaderPopover>
  );
}
