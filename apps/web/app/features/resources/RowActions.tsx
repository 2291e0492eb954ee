import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestError } from '~/lib/request';
import { DownloadButton } from '~/components/DownloadButton';
import { useFeedback } from '~/lib/feedback';

/**
 * A row's download and delete (after a confirmation) in my resources and my files: the
 * outcome of the delete is said in a message either way.
 */
export function RowActions({
  name,
  linkPath,
  confirmTitle,
  onDelete,
  deleteLabel,
  confirmDescription,
  doneMessage,
}: {
  name: string;
  linkPath: string;
  confirmTitle: string;
  onDelete: () => Promise<unknown>;
  /** the irreversible action's wording (default: delete) */
  deleteLabel?: string;
  confirmDescription?: string;
  doneMessage?: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (
    <span style={{ display: 'inline-flex', gap: 8 }}>
      <DownloadButton linkPath={linkPath} label={t('resources.downloadNamed', { name })} />
      <Popconfirm
        title={confirmTitle}
        description={confirmDescription ?? t('resources.unrecoverable')}
        okText={deleteLabel ?? t('resources.delete')}
        cancelText={t('resources.cancel')}
        onConfirm={() =>
          onDelete().then(
            () => void message.success(doneMessage ?? t('resources.deleted')),
            (e: unknown) => void message.error(e instanceof RequestError ? e.message : String(e)),
          )
        }
      >
        <Button danger>{deleteLabel ?? t('resources.delete')}</Button>
      </Popconfirm>
    </span>
  );
}
