import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DirectMessages } from './DirectMessages';
import { useLiveNotifications } from './live';
import { NotificationList } from './NotificationList';
import { NOTIFICATION_TABS, type NotificationTab } from './types';

type CentreTab = NotificationTab | 'dm';
const TABS: readonly CentreTab[] = [...NOTIFICATION_TABS, 'dm'];

/** The message centre: notification tabs with unread counts, and direct messages. The view is in the URL. */
export function MessageCentre() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { counts } = useLiveNotifications(true);
  const raw = params.get('tab') ?? (params.get('with') ? 'dm' : 'all');
  const tab: CentreTab = (TABS as readonly string[]).includes(raw) ? (raw as CentreTab) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const withUser = params.get('with');

  const go = (next: Record<string, string | undefined>) =>
    setParams(
      () => {
        const p = new URLSearchParams();
        for (const [k, v] of Object.entries(next))
          if (v && !(k === 'tab' && v === 'all') && !(k === 'page' && v === '1')) p.set(k, v);
        return p;
      },
      { preventScrollReset: true },
    );

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => go({ tab: key })}
      items={TABS.map((key) => ({
        key,
        label:
          key === 'dm' ? (
            t('people.messages.tabs.dm')
          ) : (
            <span>
              {t(`people.messages.tabs.${key}`)}{' '}
              <Badge
                count={counts.data?.[key] ?? 0}
                size="small"
                aria-label={t('people.messages.unreadCount', { count: counts.data?.[key] ?? 0 })}
              />
            </span>
          ),
        children:
          key !== tab ? null : key === 'dm' ? (
            <DirectMessages withUser={withUser} onSelect={(id) => go({ tab: 'dm', with: id })} />
          ) : (
            <NotificationList
              tab={key}
              page={page}
              unread={counts.data?.[key] ?? 0}
              onPage={(p) => go({ tab: key, page: String(p) })}
            />
          ),
      }))}
    />
  );
}
