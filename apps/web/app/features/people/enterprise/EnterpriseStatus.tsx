import { Alert, Button, Descriptions, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnterpriseApplication } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { EnterpriseForm } from './EnterpriseForm';

function Details({ app }: { app: EnterpriseApplication }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      style={{ marginTop: 16 }}
      items={[
        { key: 'company', label: t('people.enterprise.companyName'), children: app.companyName },
        { key: 'code', label: t('people.enterprise.creditCode'), children: app.creditCode },
        { key: 'contact', label: t('people.enterprise.contactName'), children: app.contactName },
        { key: 'mobile', label: t('people.enterprise.contactMobile'), children: app.contactMobile },
        {
          key: 'created',
          label: t('people.enterprise.submittedAt'),
          children: <LocalTime iso={app.createdAt} withTime />,
        },
        ...(app.reviewedAt
          ? [
              {
                key: 'reviewed',
                label: t('people.enterprise.reviewedAt'),
                children: <LocalTime iso={app.reviewedAt} withTime />,
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * The certification state: certified (userType 1 or approved), under review, rejected with the
 * reviewer's comment and "apply again", or no application yet (the form).
 */
export function EnterpriseStatus({
  app,
  enterprise,
}: {
  app: EnterpriseApplication | null;
  enterprise: boolean;
}) {
  const { t } = useTranslation();
  const [again, setAgain] = useState(false);

  if (enterprise || app?.state === 'approved')
    return (
      <div data-testid="enterprise-state-approved">
        <Result status="success" title={t('people.enterprise.approvedTitle')} subTitle={app?.companyName} />
        {app ? <Details app={app} /> : null}
      </div>
    );

  if (app?.state === 'pending')
    return (
      <div data-testid="enterprise-state-pending">
        <Result
          status="info"
          title={t('people.enterprise.pendingTitle')}
          subTitle={t('people.enterprise.pendingBody')}
        />
        <Details app={app} />
      </div>
    );

  if (app?.state === 'rejected' && !again)
    return (
      <div data-testid="enterprise-state-rejected">
        <Alert
          type="error"
          showIcon
          title={t('people.enterprise.rejectedTitle')}
          description={t('people.enterprise.rejectedComment', { comment: app.reviewComment ?? '—' })}
          action={
            <Button type="primary" onClick={() => setAgain(true)}>
              {t('people.enterprise.applyAgain')}
            </Button>
          }
        />
        <Details app={app} />
      </div>
    );

  const previous = app?.state === 'rejected' ? app : null;
  return (
    <div data-testid="enterprise-state-none">
      <p>{t('people.enterprise.intro')}</p>
      <EnterpriseForm
        initial={
          previous
            ? {
                companyName: previous.companyName,
                creditCode: previous.creditCode,
                contactName: previous.contactName,
                contactMobile: previous.contactMobile,
                description: previous.description ?? undefined,
              }
            : undefined
        }
      />
    </div>
  );
}
