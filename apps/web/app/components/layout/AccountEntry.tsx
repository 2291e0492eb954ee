import { App, Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { visibleFor } from '~/lib/access';
import { useCurrentUser } from '~/lib/current-user';
import { endSession } from '~/lib/logout';
import { RequestError } from '~/lib/request';
import { ACCOUNT_ITEMS } from './nav-items';

/** Login/register for visitors; the avatar menu for a logged-in user. */
export function AccountEntry() {
  const { t } = useTranslation();
  const { user, refresh } = useCurrentUser();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { message } = App.useApp();
  const location = useLocation();

  if (!user) {
    // come back to this page after logging in; the account pages themselves keep their own ?redirect=
    const here = location.pathname + location.search;
    const inFlow = /^\/(auth|waitregister|logout)(\/|$)/.test(location.pathname);
    const back = inFlow ? new URLSearchParams(location.search).get('redirect') : here;
    const query = back && back !== '/' ? `?redirect=${encodeURIComponent(back)}` : '';
    return (
      <div className="account-entry">
        <Link to={`/auth/login${query}`}>{t('account.login')}</Link>
        <span aria-hidden="true">/</span>
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
    } catch (e) {
      void message.error(
        t('account.logoutFailed', { message: e instanceof RequestError ? e.message : String(e) }),
      );
    }
  };

  const items = [
    ...visibleFor(ACCOUNT_ITEMS, user).map((i) => ({
      key: i.key,
      label: t(i.label),
      onClick: () => navigate(i.to),
    })),
    { type: 'divider' as const },
    { key: 'logout', label: t('account.logout'), onClick: () => void logout() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" aria-label={t('account.menu')} className="avatar-button">
        <Avatar size="small" src={user.avatarUrl ?? undefined} alt="">
          {user.nickname.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className="nickname">{user.nickname}</span>
      </Button>
    </Dropdown>
  );
}
