import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveNotifications } from '~/features/messages/live';
import { useCurrentUser } from '~/lib/current-user';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { buttonClass } from '~/components/plain/plain';
import { HeaderPopover } from './HeaderPopover';

// the panel (antd's Skeleton and Empty among its parts) loads with antd's providers on first open
const BellPanel = lazyWithAntd(() => import('./BellPanel'));

function BellIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header bell of a logged-in user: the unread total, kept live by the notification stream,
 * and the latest five notifications with "view all" to the message centre.
 */
export function NotificationBell() {
  // visitors have no notifications: nothing is rendered and no connection is opened
  return useCurrentUser().user ? <Bell /> : null;
}

function Bell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { counts, live } = useLiveNotifications(true);
  const navigate = useNavigate();
  const total = counts.data?.all ?? 0;
  // the popover mounts its content on first open, so the panel's code loads only then
  const content = (
    <Suspense fallback={<div className="bell-panel" aria-busy="true" />}>
      <BellPanel open={open} total={total} close={() => setOpen(false)} />
    </Suspense>
  );

  return (
    <HeaderPopover
      open={open}
      onOpenChange={setOpen}
      title={t('people.messages.bellTitle')}
      role="dialog"
      trigger={
        <button
          type="button"
          className={buttonClass({ type: 'text', className: 'notification-bell' })}
          aria-label={t('people.messages.bellLabel', { count: total })}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="notification-bell"
          data-live={live}
          onClick={() => setOpen(!open)}
          onKeyDown={(e) => {
            // Shift+Enter jumps straight to the message centre
            if (e.key === 'Enter' && e.shiftKey) {
              e.preventDefault();
              void navigate('/people/my/messages');
            }
          }}
        >
          <span className="plain-badge" data-testid="notification-badge">
            <BellIcon />
            {total > 0 ? <span className="plain-badge-count">{total > 99 ? '99+' : total}</span> : null}
          </span>
        </button>
      }
    >
      {content}
    </HeaderPopover>
  );
}
