import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import './pdf-thumbnail.css';

/** How wide a page thumbnail is drawn, in CSS pixels. */
const WIDTH = 80;

/**
 * One entry of the PDF viewer's page list: a thumbnail of page `n`, drawn once it scrolls into
 * view (a long PDF draws only what is looked at), with its number as the button's name.
 */
export default function PdfThumbnail({
  pdf,
  n,
  current,
  onOpen,
}: {
  pdf: PDFDocumentProxy;
  n: number;
  current: boolean;
  onOpen: (n: number) => void;
}) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const button = buttonRef.current;
    if (!button || typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!seen) return;
    let render: { cancel(): void; promise: Promise<void> } | null = null;
    let cancelled = false;
    void pdf
      .getPage(n)
      .then((p) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const viewport = p.getViewport({ scale: WIDTH / p.getViewport({ scale: 1 }).width });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        render = p.render({
          canvas,
          viewport,
          transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
        });
        return render.promise;
      })
      // a page that cannot be drawn keeps its number; the stage says what is wrong when opened
      .catch(() => undefined);
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [seen, pdf, n]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className="pdf-thumb"
      aria-current={current ? 'page' : undefined}
      onClick={() => onOpen(n)}
    >
      <canvas ref={canvasRef} aria-hidden="true" width={WIDTH} />
      <span>{t('documents.pdfViewer.pageN', { n })}</span>
    </button>
  );
}
