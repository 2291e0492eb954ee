import { Button, Progress, Space, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contentLocale,
  formatBytes,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_FILES_MAX,
  translate,
  type MessageKey,
  type SubmissionBody,
} from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { uploadFile } from '~/lib/upload';
import { useFeedback } from '~/lib/feedback';

type SubmissionFile = SubmissionBody['files'][number];

/** The endings the server takes (it decides by the bytes: pdf, zip, png, jpeg). */
const ACCEPT = ['.pdf', '.zip', '.png', '.jpg', '.jpeg'];

/** What is wrong with a file before it is sent (the server checks its bytes again), or null. */
export function submissionFileProblem(file: { name: string; size: number }): MessageKey | null {
  const name = file.name.toLowerCase();
  if (!ACCEPT.some((ext) => name.endsWith(ext))) return 'fileTypeRefused';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > SUBMISSION_FILE_MAX_BYTES) return 'submissionFileTooLarge';
  return null;
}

/**
 * The files of my team's work (an antd Form.Item's `value` / `onChange`): each uploaded through
 * the competition's upload route with a progress bar, listed with a link and a remove button; the
 * work keeps them once saved.
 */
export function SubmissionFiles({
  slug,
  value = [],
  onChange,
}: {
  slug: string;
  value?: SubmissionFile[];
  onChange?: (files: SubmissionFile[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const full = value.length >= SUBMISSION_FILES_MAX;

  async function send(file: File) {
    const problem = submissionFileProblem(file);
    if (problem) {
      void message.error(`${file.name}: ${translate(problem, contentLocale(i18n.language))}`);
      return;
    }
    setPercent(0);
    try {
      const url = `/api/competitions/${encodeURIComponent(slug)}/files`;
      const up = await uploadFile<SubmissionFile>(url, file, file.name, setPercent);
      onChange?.([...value, up]);
    } catch (e) {
      void message.error(`${file.name}: ${errorText(e)}`);
    } finally {
      setPercent(null);
    }
  }

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }} data-testid="work-files">
      {value.length ? (
        <ul className="ev-work-files">
          {value.map((f) => (
            <li key={f.url}>
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                {f.name}
              </a>
              <Button
                size="small"
                type="link"
                danger
                onClick={() => onChange?.(value.filter((x) => x.url !== f.url))}
                aria-label={t('events.competition.work.fileRemove', { name: f.name })}
              >
                {t('events.competition.work.fileRemoveShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={t('events.competition.work.fileAdd')}
        accept={ACCEPT.join(',')}
        data-testid="work-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        onClick={() => input.current?.click()}
        disabled={full || percent !== null}
        aria-describedby={helpId}
      >
        {t('events.competition.work.fileAdd')}
      </Button>
      {percent !== null ? (
        <Progress
          percent={percent}
          size="small"
          aria-label={t('events.competition.work.fileUploading', { percent })}
        />
      ) : null}
      <Typography.Text type="secondary" id={helpId}>
        {t('events.competition.work.filesHelp', {
          max: formatBytes(SUBMISSION_FILE_MAX_BYTES),
          count: SUBMISSION_FILES_MAX,
        })}
      </Typography.Text>
    </Space>
  );
}
