import { Alert, Form, Segmented, type FormInstance } from 'antd';
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBlock, PublicPage } from '@occ/shared/pages/blocks';
import { useMarkdownHtml } from './api';
import { incompleteType, markdownsOf, previewEntries, publicBlocks } from './preview-blocks';
import './live-preview.css';

/** Draws a page with the site's renderer; `renderBlock` replaces how each block is drawn. */
export type RenderPreviewPage = (
  page: PublicPage,
  renderBlock: (block: PublicBlock, index: number, draw: () => ReactNode) => ReactNode,
) => ReactNode;

type Lang = 'zh' | 'en';
type Width = 'desktop' | 'phone';

/** What was typed last, once typing paused for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A small note where a block cannot be drawn (yet): incomplete while typed, or its renderer failed. */
function Incomplete({ index, type }: { index: number; type: string }) {
  const { t } = useTranslation();
  const typeName = t(`adminConsole.blocks.types.${type || 'unknown'}`, { defaultValue: type });
  return (
    <p className="page-live-preview-incomplete" data-testid="live-preview-incomplete">
      {t('pages.livePreview.incomplete', { n: index + 1, type: typeName })}
    </p>
  );
}

/** One block's renderer, kept from breaking the rest of the preview; it retries when the block changes. */
class BlockBoundary extends Component<
  { resetKey: string; fallback: ReactNode; children: ReactNode },
  { failedOn: string | null }
> {
  override state = { failedOn: null as string | null };
  static getDerivedStateFromError() {
    return { failedOn: '' };
  }
  override componentDidCatch() {
    this.setState({ failedOn: this.props.resetKey });
  }
  override render() {
    const { failedOn } = this.state;
    if (failedOn !== null && (failedOn === '' || failedOn === this.props.resetKey))
      return this.props.fallback;
    return this.props.children;
  }
}

/**
 * The page editor's live preview (issue 15): the form's unsaved title and blocks of one language,
 * drawn by the public renderer (`renderPage`, joined in by the route layer) a moment after typing
 * pauses, at desktop width or in a 375 px phone frame. Each block is checked with its schema; one
 * that does not pass yet shows a placeholder. The preview is inert: its links and forms are a picture.
 */
export default function LivePagePreview({
  form,
  renderPage,
}: {
  form: FormInstance<Record<string, unknown>>;
  renderPage: RenderPreviewPage;
}) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<Lang>(i18n.language.startsWith('zh') ? 'zh' : 'en');
  const [width, setWidth] = useState<Width>('desktop');
  const slug = Form.useWatch('slug', form) as unknown;
  const blocksZh = Form.useWatch('blocksZh', form) as unknown;
  const blocksEn = Form.useWatch('blocksEn', form) as unknown;
  const watched = useMemo(() => ({ slug, blocksZh, blocksEn }), [slug, blocksZh, blocksEn]);
  const raw = useSettled(watched, 250);

  const enEmpty = !Array.isArray(raw.blocksEn) || raw.blocksEn.length === 0;
  // empty English blocks: English readers see the Chinese ones
  const shown = lang === 'en' && !enEmpty ? raw.blocksEn : raw.blocksZh;
  const entries = useMemo(() => previewEntries(shown), [shown]);
  const html = useMarkdownHtml(markdownsOf(entries));
  const page: PublicPage = {
    slug: typeof raw.slug === 'string' && raw.slug ? raw.slug : 'preview',
    title: '',
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    blocks: publicBlocks(entries, html),
    publishedAt: null,
    updatedAt: '',
  };

  return (
    <section
      className="page-live-preview"
      aria-labelledby="page-live-preview-title"
      data-testid="live-preview"
    >
      <div className="page-live-preview-bar">
        <h2 id="page-live-preview-title">{t('pages.livePreview.title')}</h2>
        <Segmented<Lang>
          size="small"
          aria-label={t('pages.livePreview.language')}
          value={lang}
          onChange={setLang}
          options={[
            { value: 'zh', label: t('pages.livePreview.zh') },
            { value: 'en', label: t('pages.livePreview.en') },
          ]}
        />
        <Segmented<Width>
          size="small"
          aria-label={t('pages.livePreview.width')}
          value={width}
          onChange={setWidth}
          options={[
            { value: 'desktop', label: t('pages.livePreview.desktop') },
            { value: 'phone', label: t('pages.livePreview.phone') },
          ]}
        />
      </div>
      {lang === 'en' && enEmpty ? (
        <Alert type="info" showIcon title={t('pages.livePreview.englishFallback')} />
      ) : null}
      <div className="page-live-preview-viewport">
        <div
          className={`page-live-preview-frame page-live-preview-${width}`}
          data-testid="live-preview-frame"
          data-width={width}
          inert
        >
          {entries.length === 0 ? (
            <p className="page-live-preview-incomplete">{t('pages.livePreview.empty')}</p>
          ) : (
            renderPage(page, (block, index, draw) => {
              const type = incompleteType(block);
              const fallback = <Incomplete index={index} type={type ?? block.type} />;
              if (type !== null) return fallback;
              return (
                <BlockBoundary resetKey={JSON.stringify(block)} fallback={fallback}>
                  {draw()}
                </BlockBoundary>
              );
            })
          )}
        </div>
      </div>
    </section>
  );
}
