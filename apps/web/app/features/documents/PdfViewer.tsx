import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import PdfThumbnail from './PdfThumbnail';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/**
 * The PDF viewer (pdf.js, loaded only on PDF documents): one page at a time on a canvas with a
 * selectable text layer, page thumbnails, zoom, page jump, text search over every page (CJK included:
 * the character maps come from /pdfjs/cmaps) and a download link. A broken file says so.
 */
export default function PdfViewer({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [jump, setJump] = useState('1');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<number[] | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const texts = useRef<Map<number, string>>(new Map());

  useEffect(() => {
    const task = pdfjs.getDocument({
      url,
      cMapUrl: '/pdfjs/cmaps/',
      cMapPacked: true,
      standardFontDataUrl: '/pdfjs/standard_fonts/',
    });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [url]);

  useEffect(() => {
    if (!pdf) return;
    let cancelled = false;
    let render: { cancel(): void } | null = null;
    void (async () => {
      const p = await pdf.getPage(page);
      const viewport = p.getViewport({ scale: ZOOMS[zoom]! });
      const canvas = canvasRef.current;
      const layer = textRef.current;
      if (cancelled || !canvas || !layer) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      const task = p.render({
        canvas,
        viewport,
        transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
      });
      render = task;
      // a cancelled render (page or zoom changed) is expected; any other failure is a broken page
      await task.promise.catch((e: unknown) => {
        if ((e as { name?: string } | null)?.name !== 'RenderingCancelledException') throw e;
      });
      if (cancelled) return;
      // a fresh layer per render, swapped in only if this render is still wanted
      const text = document.createElement('div');
      text.className = 'textLayer';
      text.style.setProperty('--scale-factor', String(viewport.scale));
      text.style.setProperty('--total-scale-factor', String(viewport.scale));
      await new pdfjs.TextLayer({
        textContentSource: p.streamTextContent(),
        container: text,
        viewport,
      }).render();
      if (!cancelled) layer.replaceChildren(text);
    })().catch(() => setFailed(true));
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, zoom]);

  const go = (n: number) => {
    if (!pdf) return;
    const next = Math.min(pdf.numPages, Math.max(1, n));
    setPage(next);
    setJump(String(next));
  };

  const textOf = async (n: number) => {
    if (!texts.current.has(n)) {
      const content = await pdf!.getPage(n).then((p) => p.getTextContent());
      texts.current.set(n, content.items.map((i) => ('str' in i ? i.str : '')).join(''));
    }
    return texts.current.get(n)!;
  };

  const search = async () => {
    const term = query.trim().toLowerCase();
    if (!pdf || !term) return setHits(null);
    const found: number[] = [];
    for (let n = 1; n <= pdf.numPages; n++)
      if ((await textOf(n)).toLowerCase().replace(/\s+/g, '').includes(term.replace(/\s+/g, '')))
        found.push(n);
    setHits(found);
    if (found.length) go(found[0]!);
  };

  if (failed)
    return (
      <p role="alert" className="pdf-error">
        {t('documents.pdfViewer.broken')}
      </p>
    );
  if (!pdf) return <p role="status">{t('documents.pdfViewer.loading')}</p>;
  return (
    <section className="pdf-viewer" aria-label={t('documents.pdfViewer.label', { title })}>
      <div className="pdf-toolbar">
        <form
          className="pdf-jump"
          onSubmit={(e) => {
            e.preventDefault();
            go(Number(jump) || 1);
          }}
        >
          <label htmlFor="pdf-page">{t('documents.pdfViewer.page')}</label>
          <input
            id="pdf-page"
            type="number"
            min={1}
            max={pdf.numPages}
            value={jump}
            onChange={(e) => setJump(e.target.value)}
          />
          <span>/ {pdf.numPages}</span>
          <button type="submit">{t('documents.pdfViewer.go')}</button>
        </form>
        <div className="pdf-zoom" role="group" aria-label={t('documents.pdfViewer.zoom')}>
          <button
            type="button"
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
            disabled={zoom === 0}
            aria-label={t('documents.pdfViewer.zoomOut')}
          >
            −
          </button>
          <span aria-live="polite">{Math.round(ZOOMS[zoom]! * 100)}%</span>
          <button
            type="button"
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            disabled={zoom === ZOOMS.length - 1}
            aria-label={t('documents.pdfViewer.zoomIn')}
          >
            +
          </button>
        </div>
        <form
          className="pdf-search"
          role="search"
          aria-label={t('documents.pdfViewer.search')}
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <input
            type="search"
            aria-label={t('documents.pdfViewer.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={100}
          />
          <button type="submit">{t('documents.pdfViewer.find')}</button>
        </form>
        <a href={url} download className="pdf-download">
          {t('documents.downloadPdf')}
        </a>
      </div>
      {hits ? (
        <p role="status" className="pdf-hits">
          {hits.length
            ? t('documents.pdfViewer.found', { pages: hits.join(', ') })
            : t('documents.pdfViewer.notFound')}
        </p>
      ) : null}
      <div className="pdf-body">
        <nav className="pdf-pages" aria-label={t('documents.pdfViewer.pages')}>
          <ol>
            {Array.from({ length: pdf.numPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <PdfThumbnail pdf={pdf} n={n} current={n === page} onOpen={go} />
              </li>
            ))}
          </ol>
        </nav>
        <div
          className="pdf-stage"
          tabIndex={0}
          role="group"
          aria-label={t('documents.pdfViewer.pageN', { n: page })}
        >
          <div className="pdf-page" data-page={page}>
            <canvas ref={canvasRef} aria-hidden="true" />
            <div ref={textRef} className="pdf-text" />
          </div>
        </div>
      </div>
    </section>
  );
}
