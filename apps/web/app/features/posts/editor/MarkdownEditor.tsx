import { Button, Input, Progress, Spin, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, POST_CONTENT_MAX, translate } from '@occ/shared';
import { IMAGE_TYPES, imageProblem, uploadImage } from '~/components/social/upload';
import { RequestError } from '~/lib/request';
import { HelpPanel } from './HelpPanel';
import { ToolIcon } from './ToolIcon';
import {
  applyAction,
  imageMarkdown,
  insertText,
  SHORTCUTS,
  TOOLBAR_ACTIONS,
  type TextState,
  type ToolbarAction,
} from './markdown-edit';
import { usePreview } from './usePreview';
import { useFeedback } from '~/lib/feedback';

const SHORTCUT_OF: Partial<Record<ToolbarAction, string>> = Object.fromEntries(
  Object.entries(SHORTCUTS).map(([key, action]) => [action, key.toUpperCase()]),
);

function Preview({ markdown }: { markdown: string }) {
  const { t } = useTranslation();
  const preview = usePreview(markdown);
  return (
    <section className="pt-preview" aria-labelledby="pt-preview-title" data-testid="post-preview">
      <h2 id="pt-preview-title" className="pt-pane-title">
        {t('posts.editor.preview')}
      </h2>
      {!markdown.trim() ? (
        <p className="pt-muted">{t('posts.editor.previewEmpty')}</p>
      ) : (
        <div aria-live="polite" aria-busy={preview.pending}>
          {preview.isError ? (
            <div role="alert" className="pt-error">
              {t('posts.editor.previewFailed', {
                message:
                  preview.error instanceof RequestError ? preview.error.message : String(preview.error),
              })}
            </div>
          ) : null}
          <Spin spinning={preview.pending} description={t('posts.editor.previewLoading')}>
            {/* html is rendered and sanitised by the server's one markdown pipeline (markdown.preview) */}
            <div
              className="markdown-body pt-markdown"
              data-testid="post-preview-html"
              dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
            />
          </Spin>
        </div>
      )}
    </section>
  );
}

let uploadSeq = 0;

/**
 * The blog's markdown editor as a form control: a textarea with a toolbar (bold, italic, code,
 * link, image, table, math; Ctrl/⌘+B, I, K, E) beside a live preview from the server's pipeline
 * (side by side on wide screens), images by paste, drag-and-drop or the image button (uploaded
 * with a progress bar, the text marked where each lands), the length "current / maximum", and the
 * markdown help panel.
 */
export function MarkdownEditor({
  id,
  value = '',
  onChange,
  onBusy,
  invalid,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** told while an image uploads, so the form can wait ("The last file is being uploaded") */
  onBusy?: (busy: boolean) => void;
  invalid?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const area = useRef<TextAreaRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  const [help, setHelp] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const locale = contentLocale(i18n.language);

  useEffect(() => {
    latest.current = value;
    const sel = pendingSelection.current;
    const el = area.current?.resizableTextArea?.textArea;
    if (sel && el) {
      pendingSelection.current = null;
      el.focus();
      el.setSelectionRange(sel.start, sel.end);
    }
  }, [value]);

  const textarea = () => area.current?.resizableTextArea?.textArea ?? null;
  const selection = (): TextState => {
    const el = textarea();
    return {
      value: latest.current,
      start: el?.selectionStart ?? latest.current.length,
      end: el?.selectionEnd ?? latest.current.length,
    };
  };
  const commit = (next: TextState) => {
    latest.current = next.value;
    pendingSelection.current = { start: next.start, end: next.end };
    onChange?.(next.value);
  };

  const placeholders = {
    text: t('posts.editor.placeholders.text'),
    code: t('posts.editor.placeholders.code'),
    link: t('posts.editor.placeholders.link'),
    image: t('posts.editor.placeholders.image'),
    formula: t('posts.editor.placeholders.formula'),
    column: t('posts.editor.placeholders.column'),
  };

  const act = (action: ToolbarAction) => {
    if (action === 'image') {
      fileInput.current?.click();
      return;
    }
    commit(applyAction(action, selection(), placeholders));
  };

  /** Uploads images one after another; each is marked in the text until its address is known. */
  const uploadImages = async (files: File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'));
    if (!images.length) return;
    onBusy?.(true);
    try {
      for (const file of images) {
        const problem = imageProblem(file);
        if (problem) {
          void message.error(`${file.name}: ${translate(problem, locale)}`);
          continue;
        }
        const alt = file.name.replace(/\.[^.]+$/, '') || placeholders.image;
        const marker = imageMarkdown(
          t('posts.editor.uploadingMark', { name: alt }),
          `uploading:${++uploadSeq}`,
        );
        commit(insertText(selection(), marker));
        setUpload({ name: file.name, percent: 0 });
        try {
          const url = await uploadImage(file, (percent) => setUpload({ name: file.name, percent }));
          const text = latest.current.includes(marker)
            ? latest.current.replace(marker, imageMarkdown(alt, url))
            : `${latest.current}\n${imageMarkdown(alt, url)}`;
          latest.current = text;
          onChange?.(text);
        } catch (e) {
          latest.current = latest.current.replace(marker, '');
          onChange?.(latest.current);
          void message.error(
            `${file.name}: ${e instanceof RequestError && e.kind === 'business' ? e.message : t('posts.editor.uploadFailed')}`,
          );
        }
      }
    } finally {
      setUpload(null);
      onBusy?.(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = Array.from(e.clipboardData.files).filter((f) => f.type.startsWith('image/'));
    if (!files.length) return;
    e.preventDefault();
    void uploadImages(files);
  };
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes('Files');
  const onDragOver = (e: DragEvent<HTMLTextAreaElement>) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    setDropping(false);
    if (!hasFiles(e)) return;
    e.preventDefault();
    void uploadImages(Array.from(e.dataTransfer.files));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    const action = SHORTCUTS[e.key.toLowerCase()];
    if (!action) return;
    e.preventDefault();
    act(action);
  };

  const over = value.length > POST_CONTENT_MAX;
  return (
    <div className="pt-editor">
      <div className="pt-toolbar" role="toolbar" aria-label={t('posts.editor.toolbar')} aria-controls={id}>
        {TOOLBAR_ACTIONS.map((action) => {
          const label = t(`posts.editor.actions.${action}`);
          const key = SHORTCUT_OF[action];
          const title = key ? `${label} (Ctrl+${key})` : label;
          return (
            <Tooltip key={action} title={title}>
              <Button
                size="small"
                aria-label={label}
                onClick={() => act(action)}
                disabled={action === 'image' && upload !== null}
                data-testid={`md-${action}`}
                className={`pt-tool pt-tool-${action}`}
              >
                <ToolIcon action={action} />
              </Button>
            </Tooltip>
          );
        })}
        <Button size="small" type="link" onClick={() => setHelp(true)} data-testid="md-help">
          {t('posts.editor.help')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          multiple
          className="pt-file-input"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void uploadImages(Array.from(e.target.files ?? []))}
          data-testid="md-image-input"
        />
      </div>
      <div className="pt-panes">
        <div className="pt-write">
          <Input.TextArea
            ref={area}
            id={id}
            value={value}
            onChange={(e) => {
              latest.current = e.target.value;
              onChange?.(e.target.value);
            }}
            onPaste={onPaste}
            onDragOver={onDragOver}
            onDragLeave={() => setDropping(false)}
            onDrop={onDrop}
            onKeyDown={onKeyDown}
            autoSize={{ minRows: 18, maxRows: 40 }}
            placeholder={t('posts.editor.contentPlaceholder')}
            status={invalid || over ? 'error' : undefined}
            className={dropping ? 'pt-dropping' : undefined}
            aria-describedby="pt-content-count pt-content-hint"
            spellCheck
            data-testid="post-content"
          />
          <div className="pt-under">
            <span id="pt-content-hint" className="pt-muted">
              {t('posts.editor.imageHint')}
            </span>
            <span className={over ? 'pt-error' : 'pt-muted'}>
              <span aria-hidden data-testid="post-length">
                {value.length} / {POST_CONTENT_MAX}
              </span>
              <span id="pt-content-count" className="pt-visually-hidden">
                {t('posts.editor.lengthLabel', { count: value.length, max: POST_CONTENT_MAX })}
              </span>
            </span>
          </div>
          {upload ? (
            <div className="pt-upload" data-testid="md-upload-progress">
              <span>{t('posts.editor.uploading', { name: upload.name })}</span>
              <Progress percent={upload.percent} size="small" aria-label={t('posts.editor.uploadProgress')} />
            </div>
          ) : null}
        </div>
        <Preview markdown={value} />
      </div>
      <HelpPanel open={help} onClose={() => setHelp(false)} />
    </div>
  );
}
