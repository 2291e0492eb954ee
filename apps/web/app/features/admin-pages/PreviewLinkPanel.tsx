import { Button, Card, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LINK_HOURS_MAX, type PreviewLink } from '@occ/shared/pages/preview-links';
import { LocalTime } from '~/components/LocalTime';
import { errorText } from '~/lib/form-errors';
import { useCreatePreviewLink } from './api';
import { useFeedback } from '~/lib/feedback';

/**
 * A signed preview link of the page's working copy, valid for some hours: whoever opens it sees
 * the draft (no sign-in) until it expires. The link is shown once, with a copy button.
 */
export function PreviewLinkPanel({ endpoint }: { endpoint: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const create = useCreatePreviewLink(endpoint);
  const [hours, setHours] = useState<number>(24);
  const [link, setLink] = useState<PreviewLink | null>(null);

  const submit = async () => {
    try {
      setLink(await create.mutateAsync(hours));
    } catch (e) {
      void message.error(errorText(e));
    }
  };
  const full = link ? new URL(link.url, window.location.origin).toString() : '';

  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('pages.previewLink.title')}</h2>}
      style={{ marginBlockEnd: 24 }}
    >
      <p style={{ marginBlockStart: 0 }}>{t('pages.previewLink.intro')}</p>
      <Space wrap align="center">
        <label htmlFor="preview-link-hours">{t('pages.previewLink.hours')}</label>
        <InputNumber
          id="preview-link-hours"
          min={1}
          max={PREVIEW_LINK_HOURS_MAX}
          precision={0}
          value={hours}
          onChange={(v) => setHours(typeof v === 'number' ? v : 1)}
        />
        <Button onClick={() => void submit()} loading={create.isPending} data-testid="preview-link-create">
          {t('pages.previewLink.create')}
        </Button>
      </Space>
      {link ? (
        <div style={{ marginBlockStart: 12 }} data-testid="preview-link">
          <Typography.Paragraph
            copyable={{ text: full }}
            style={{ wordBreak: 'break-all', marginBlockEnd: 4 }}
          >
            <a href={full} target="_blank" rel="noopener noreferrer">
              {full}
            </a>
          </Typography.Paragraph>
          <span>
            {t('pages.previewLink.expires')} <LocalTime iso={link.expiresAt} withTime />
          </span>
        </div>
      ) : null}
    </Card>
  );
}
