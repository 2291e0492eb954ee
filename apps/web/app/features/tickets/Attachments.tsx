import { Button, Progress } from 'antd';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  attachmentProblem,
  contentLocale,
  TICKET_ATTACHMENT_ACCEPT,
  translate,
  type TicketAttachment,
} from '@occ/shared';
import { errorText } from '~/lib/form-errors';
import { uploadFile } from '~/lib/upload';

const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';

interface Item {
  key: number;
  name: string;
  percent: number;
  state: 'uploading' | 'done' | 'error';
  id?: number;
  error?: string;
}

/**
 * Files picked for a ticket, a message or a remark, each uploaded at once with its progress
 * (POST /api/tickets/attachments); `busy` while one still runs (the form then refuses to send
 * with "Attachment being uploaded (try again later)"), `ids` of those that arrived.
 */
export function useAttachmentUploads(max: number, imagesOnly = false) {
  const { i18n } = useTranslation();
  const [items, setItems] = useState<Item[]>([]);
  const seq = useRef(0);
  const patch = (key: number, p: Partial<Item>) =>
    setItems((all) => all.map((it) => (it.key === key ? { ...it, ...p } : it)));

  const add = useCallback(
    (files: File[], taken: number) => {
      const loc = contentLocale(i18n.language);
      files.forEach((file, i) => {
        const key = (seq.current += 1);
        const problem = taken + i >= max ? 'ticketAttachmentsTooMany' : attachmentProblem(file, imagesOnly);
        if (problem) {
          const error = translate(problem, loc, { max });
          setItems((all) => [...all, { key, name: file.name, percent: 0, state: 'error', error }]);
          return;
        }
        setItems((all) => [...all, { key, name: file.name, percent: 0, state: 'uploading' }]);
        uploadFile<TicketAttachment>('/api/tickets/attachments', file, file.name, (percent) =>
          patch(key, { percent }),
        )
          .then((a) => patch(key, { state: 'done', id: a.id, percent: 100 }))
          .catch((e: unknown) => patch(key, { state: 'error', error: errorText(e) }));
      });
    },
    [i18n.language, imagesOnly, max],
  );

  const live = items.filter((it) => it.state !== 'error');
  return {
    items,
    busy: items.some((it) => it.state === 'uploading'),
    ids: items.flatMap((it) => (it.state === 'done' && it.id ? [it.id] : [])),
    add: (files: File[]) => add(files, live.length),
    remove: (key: number) => setItems((all) => all.filter((it) => it.key !== key)),
    reset: () => setItems([]),
  };
}

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;

/** The file picker and the list of picked files with their upload progress. */
export function AttachmentPicker({
  uploads,
  max,
  imagesOnly = false,
  testId,
}: {
  uploads: AttachmentUploads;
  max: number;
  imagesOnly?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  return (
    <div className="tk-files" data-testid={testId}>
      <label htmlFor={inputId} className="tk-files-label">
        {t(imagesOnly ? 'tickets.files.images' : 'tickets.files.label', { max })}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={imagesOnly ? IMAGE_ACCEPT : TICKET_ATTACHMENT_ACCEPT}
        aria-describedby={hintId}
        onChange={(e) => {
          uploads.add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <p id={hintId} className="tk-hint">
        {t(imagesOnly ? 'tickets.files.imagesHint' : 'tickets.files.hint', { max })}
      </p>
      {uploads.items.length ? (
        <ul className="tk-file-list" aria-live="polite">
          {uploads.items.map((it) => (
            <li key={it.key} data-state={it.state}>
              <span className="tk-file-name">{it.name}</span>
              {it.state === 'uploading' ? (
                <Progress
                  percent={it.percent}
                  size="small"
                  aria-label={t('tickets.files.uploading', { name: it.name })}
                />
              ) : null}
              {it.state === 'done' ? <span className="tk-file-ok">{t('tickets.files.done')}</span> : null}
              {it.state === 'error' ? (
                <span className="tk-file-error" role="alert">
                  {it.error}
                </span>
              ) : null}
              <Button
                size="small"
                type="link"
                onClick={() => uploads.remove(it.key)}
                aria-label={t('tickets.files.remove', { name: it.name })}
              >
                {t('tickets.files.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const sizeText = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Attachments with their download links (the server decides who may fetch each). */
export function AttachmentList({ files, testId }: { files: TicketAttachment[]; testId?: string }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <ul className="tk-attachments" aria-label={t('tickets.files.list')} data-testid={testId}>
      {files.map((f) => (
        <li key={f.id}>
          <a href={f.url} download={f.name}>
            {f.name}
          </a>{' '}
          <span className="tk-hint">({sizeText(f.size)})</span>
        </li>
      ))}
    </ul>
  );
}
