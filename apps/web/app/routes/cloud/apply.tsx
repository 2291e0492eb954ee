import { Alert, Button, Radio, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import {
  LAB_KINDS,
  type CurrentUser,
  type LabKind,
  type LabPermissionStatus,
  type Profile,
} from '@occ/shared';
import { LinkButton } from '~/components/LinkButton';
import { useLabPermissions } from '~/features/lab/api/permissions';
import { ApplyForm } from '~/features/lab/components/ApplyForm';
import { labPageMeta } from '~/features/lab/page-meta';
import { labLinks } from '~/features/lab/styles';
import { requireAccess } from '~/lib/access';
import { apiCall, apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';

export const links = labLinks;

const kindOf = (v: string | null): LabKind => (v === 'microservice' ? 'microservice' : 'evaluation');

// Applying needs an account: a visitor goes to login and comes back here with the same kind.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { body } = await apiCall<CurrentUser>(context, '/api/base/user/getCurrentUserInfo');
  requireAccess(body.success ? body.result : null, 'login', request.url);
  const [permissions, profile] = await Promise.all([
    apiGet<LabPermissionStatus>(context, '/api/lab/permissions'),
    apiGet<Profile>(context, '/api/base/user/profile'),
  ]);
  return { permissions, profile, url: `${context.publicUrl}/cloud/apply` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  labPageMeta(localeOfMatches(matches), 'apply', data?.url, { private: true });

export default function ApplyPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  const [sp, setSp] = useSearchParams();
  const kind = kindOf(sp.get('kind'));
  const q = useLabPermissions(loaded.permissions);
  const status = q.data?.[kind];
  const other = q.data?.[kind === 'evaluation' ? 'microservice' : 'evaluation'];
  // "apply again" refills the form from this kind's last application, a first one from the other's,
  // the very first from the profile (name, bound mobile and e-mail, company)
  const source = status?.application ?? other?.application ?? null;
  const { profile } = loaded;
  const initial = source
    ? {
        realName: source.realName,
        mobile: source.mobile,
        company: source.company,
        email: source.email ?? undefined,
        salesName: source.salesName,
        hasReferrer: source.hasReferrer,
        referrerName: source.referrerName ?? undefined,
        purpose: status?.application ? source.purpose : undefined,
      }
    : {
        realName: profile.realName ?? undefined,
        mobile: profile.mobile ?? undefined,
        company: profile.unit ?? undefined,
        email: profile.email ?? undefined,
      };

  return (
    <div className="page page-narrow">
      <h1>{t('lab.apply.title')}</h1>
      <p className="lab-muted">{t('lab.apply.intro')}</p>
      <div className="lab-toolbar">
        <span id="lab-apply-kind">{t('lab.apply.kind')}</span>
        <Radio.Group
          aria-labelledby="lab-apply-kind"
          value={kind}
          optionType="button"
          onChange={(e) =>
            setSp({ kind: e.target.value as LabKind }, { replace: true, preventScrollReset: true })
          }
          options={LAB_KINDS.map((k) => ({ value: k, label: t(`lab.kind.${k}`) }))}
        />
      </div>
      {!status ? (
        q.isError ? (
          <Result
            status="error"
            title={t('lab.loadFailed')}
            extra={<Button onClick={() => void q.refetch()}>{t('lab.retry')}</Button>}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )
      ) : status.state === 'granted' ? (
        <Result
          status="success"
          data-testid="apply-granted"
          title={t('lab.apply.granted', { kind: t(`lab.kind.${kind}`) })}
          extra={
            <LinkButton type="primary" to="/cloud/evaluation">
              {t('lab.apply.toEvaluation')}
            </LinkButton>
          }
        />
      ) : (
        <>
          {status.state === 'pending' ? (
            <Alert
              type="info"
              showIcon
              role="status"
              data-testid="apply-pending"
              style={{ marginBottom: 24 }}
              title={t('lab.permission.pending', { kind: t(`lab.kind.${kind}`) })}
            />
          ) : status.state === 'failed' ? (
            <Alert
              type="warning"
              showIcon
              data-testid="apply-failed"
              style={{ marginBottom: 24 }}
              title={t('lab.permission.failed', { kind: t(`lab.kind.${kind}`) })}
              description={
                status.application?.reviewComment
                  ? t('lab.permission.comment', { comment: status.application.reviewComment })
                  : undefined
              }
            />
          ) : null}
          <ApplyForm
            key={`${kind}-${status.state}-${status.application?.id ?? ''}`}
            kind={kind}
            initial={initial}
            disabled={status.state === 'pending'}
          />
        </>
      )}
    </div>
  );
}
