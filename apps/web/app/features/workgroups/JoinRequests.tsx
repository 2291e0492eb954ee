import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { WorkgroupDetail, WorkgroupMemberEvent } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { PlainButton } from '~/components/plain/plain';
import { decideRequest, errorText } from './api';
import { useFeedback } from '~/lib/feedback';
import { Empty } from '~/components/plain/plain';

/** Pending join requests, for the group's maintainers and staff: approve, or reject after a confirmation. */
export function JoinRequests({ group }: { group: WorkgroupDetail }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const revalidator = useRevalidator();

  const decide = async (userId: string, event: WorkgroupMemberEvent) => {
    try {
      await decideRequest(group.id, userId, event);
      void message.success(
        t(event === 'approve' ? 'workgroups.requests.approved' : 'workgroups.requests.rejected'),
      );
      await revalidator.revalidate();
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  const reject = (userId: string, nickname: string) =>
    modal.confirm({
      title: t('workgroups.requests.rejectTitle'),
      content: t('workgroups.requests.rejectBody', { name: nickname }),
      okText: t('workgroups.requests.reject'),
      okButtonProps: { danger: true },
      cancelText: t('workgroups.keep'),
      onOk: () => decide(userId, 'reject'),
    });

  return (
    <section className="wg-section" aria-labelledby="wg-requests">
      <h2 id="wg-requests">{t('workgroups.requests.title')}</h2>
      {group.requests.length === 0 ? (
        <Empty simple description={t('workgroups.requests.empty')} />
      ) : (
        <ul className="wg-rows">
          {group.requests.map((r) => (
            <li key={r.userId}>
              <div>
                <strong>{r.nickname}</strong> · <LocalTime iso={r.requestedAt} />
                {r.message ? <p>{r.message}</p> : null}
              </div>
              <span className="wg-actions">
                <PlainButton
                  look={{ type: 'primary', size: 'small' }}
                  onClick={() => void decide(r.userId, 'approve')}
                >
                  {t('workgroups.requests.approve')}
                </PlainButton>
                <PlainButton
                  look={{ danger: true, size: 'small' }}
                  onClick={() => reject(r.userId, r.nickname)}
                >
                  {t('workgroups.requests.reject')}
                </PlainButton>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
