import { PagedTable } from '~/components/PagedTable';
import { ScrollRegion } from '~/components/ScrollRegion';
import { Button, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalTime } from '~/components/LocalTime';
import type { LabBoardImageAdmin } from '@occ/shared';
import { useBoardChoices, useBoardImages, useDeleteImage } from './api';
import { errorText } from './errors';
import { ImageUploadModal } from './ImageUploadModal';
import { useFeedback } from '~/lib/feedback';

const formatSize = (n: number) =>
  n >= 1024 ** 3
    ? `${(n / 1024 ** 3).toFixed(1)} GB`
    : n >= 1024 ** 2
      ? `${(n / 1024 ** 2).toFixed(1)} MB`
      : `${Math.ceil(n / 1024)} KB`;

/**
 * The board image catalogue: per board model, the application and hardware images users can
 * load onto their reserved board from the console.
 */
export function ImagesSection() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const boards = useBoardChoices();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const boardId = picked ?? boards.data?.[0]?.value;
  const board = boards.data?.find((b) => b.value === boardId);
  const q = useBoardImages(boardId, page);
  const remove = useDeleteImage();

  const confirmDelete = (image: LabBoardImageAdmin) =>
    modal.confirm({
      title: t('labAgents.images.deleteTitle', { name: image.name }),
      content: t('labAgents.images.deleteBody'),
      okText: t('labAgents.images.delete'),
      okButtonProps: { danger: true },
      cancelText: t('labAgents.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(image.id);
          void message.success(t('labAgents.images.deleted', { name: image.name }));
        } catch (e) {
          void message.error(errorText(e));
        }
      },
    });

  const columns: ColumnsType<LabBoardImageAdmin> = [
    { key: 'name', title: t('labAgents.fields.name'), render: (_, i) => i.name },
    {
      key: 'target',
      title: t('labAgents.images.target'),
      render: (_, i) => t(`labAgents.images.targets.${i.target}`),
    },
    {
      key: 'description',
      title: t('labAgents.images.description'),
      render: (_, i) => i.description ?? t('labAgents.dash'),
    },
    {
      key: 'file',
      title: t('labAgents.images.file'),
      render: (_, i) => `${i.fileName} · ${formatSize(i.size)}`,
    },
    {
      key: 'createdAt',
      title: t('labAgents.images.createdAt'),
      render: (_, i) => <LocalTime iso={i.createdAt} withTime />,
    },
    {
      key: 'actions',
      title: t('labAgents.fields.actions'),
      render: (_, i) => (
        <Button type="link" danger size="small" onClick={() => confirmDelete(i)}>
          {t('labAgents.images.delete')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="images-title" className="agents-section">
      <div className="agents-head">
        <h2 id="images-title">{t('labAgents.images.title')}</h2>
        <Button
          type="primary"
          disabled={!board}
          onClick={() => setUploading(true)}
          data-testid="image-upload"
        >
          {t('labAgents.images.upload')}
        </Button>
      </div>
      <p>{t('labAgents.images.intro')}</p>
      <label htmlFor="images-board" className="agents-label">
        {t('labAgents.images.board')}
      </label>
      <Select
        id="images-board"
        style={{ minInlineSize: 260, marginBlockEnd: 12 }}
        options={boards.data ?? []}
        loading={boards.isPending}
        value={boardId}
        onChange={(v: number) => {
          setPicked(v);
          setPage(1);
        }}
        showSearch
        optionFilterProp="label"
      />
      <ScrollRegion label={t('labAgents.images.title')}>
        <PagedTable<LabBoardImageAdmin>
          query={q}
          page={page}
          onPage={setPage}
          columns={columns}
          rows={boardId === undefined ? [] : undefined}
          emptyText={t('labAgents.images.none')}
          failedText={t('labAgents.loadFailed')}
          ownScroll={false}
          testId="images-table"
        />
      </ScrollRegion>
      <ImageUploadModal
        board={board ? { id: board.value, name: board.label } : null}
        open={uploading}
        onClose={() => setUploading(false)}
      />
    </section>
  );
}
