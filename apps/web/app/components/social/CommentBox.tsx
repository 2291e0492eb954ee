import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '@occ/shared';

/** The comment or reply box of a CommentThread: the text, its error, send and cancel. */
export default function CommentBox({
  body,
  onBody,
  label,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  body: string;
  onBody: (text: string) => void;
  label: string;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="cm-comment-box">
      <Input.TextArea
        value={body}
        onChange={(e) => onBody(e.target.value)}
        maxLength={COMMENT_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        aria-label={label}
        status={error ? 'error' : undefined}
        autoFocus
        data-testid="comment-input"
      />
      {error ? (
        <div role="alert" className="cm-error">
          {error}
        </div>
      ) : null}
      <div className="cm-row">
        <Button type="primary" size="small" loading={busy} onClick={onSubmit} data-testid="comment-submit">
          {t('community.detail.commentSubmit')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('community.social.cancel')}
        </Button>
      </div>
    </div>
  );
}
