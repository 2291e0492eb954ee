import { useTranslation } from 'react-i18next';
import { LAB_KINDS, type LabKind, type LabPermissionStatus } from '@occ/shared';
import { IconAlert } from '~/components/plain/FormParts';
import { ButtonLink } from '~/components/plain/plain';

/** One kind's permission state (spec §4): apply, under approval, failed with the comment, or nothing. */
export function KindBanner({ kind, status }: { kind: LabKind; status: LabPermissionStatus[LabKind] }) {
  const { t } = useTranslation();
  const name = t(`lab.kind.${kind}`);
  const apply = (label: string) => (
    <ButtonLink look={{ size: 'small', type: 'primary' }} to={`/cloud/apply?kind=${kind}`}>
      {label}
    </ButtonLink>
  );
  switch (status.state) {
    case 'granted':
      return null;
    case 'pending':
      return (
        <IconAlert
          type="info"
          data-testid={`permission-${kind}`}
          title={t('lab.permission.pending', { kind: name })}
        />
      );
    case 'failed':
      return (
        <IconAlert
          type="warning"
          data-testid={`permission-${kind}`}
          title={t('lab.permission.failed', { kind: name })}
          description={
            status.application?.reviewComment
              ? t('lab.permission.comment', { comment: status.application.reviewComment })
              : undefined
          }
          action={apply(t('lab.permission.applyAgain'))}
        />
      );
    default:
      return (
        <IconAlert
          type="info"
          data-testid={`permission-${kind}`}
          title={t('lab.permission.none', { kind: name })}
          action={apply(t('lab.permission.apply'))}
        />
      );
  }
}

/** The banners of both kinds; a granted kind shows none. */
export function PermissionBanners({ status }: { status: LabPermissionStatus }) {
  const { t } = useTranslation();
  const shown = LAB_KINDS.filter((k) => status[k].state !== 'granted');
  if (!shown.length) return null;
  return (
    <div className="lab-banners" role="region" aria-label={t('lab.permission.region')}>
      {shown.map((k) => (
        <KindBanner key={k} kind={k} status={status[k]} />
      ))}
    </div>
  );
}
