import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@occ/shared';
import { DocumentView } from '~/features/documents/DocumentView';
import { request } from '~/lib/request';

interface Props {
  documentId: number;
  /** called once when the reader scrolls to the end of the document */
  onReachedEnd?: () => void;
}

/**
 * A document lesson of /community/course/detail (issue 20): the document centre's document, in its own viewer (markdown, or
 * PDF through pdf.js, loaded lazily), without votes or feedback. Loaded only in the browser (this
 * module itself is lazy); reaching its end completes the lesson.
 */
export default function DocumentLesson({ documentId, onReachedEnd }: Props) {
  const { t, i18n } = useTranslation();
  const doc = useQuery({
    queryKey: ['documents', documentId, i18n.language],
    queryFn: () => request<DocumentDetail>(`/api/documents/${documentId}`),
  });
  const end = useRef<HTMLDivElement>(null);
  const reached = useRef(onReachedEnd);
  useEffect(() => {
    reached.current = onReachedEnd;
  });
  const loaded = Boolean(doc.data);

  useEffect(() => {
    const el = end.current;
    if (!el || !loaded || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      seen.disconnect();
      reached.current?.();
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [loaded]);

  if (doc.isError) return <Alert type="error" showIcon message={t('college.lesson.documentFailed')} />;
  if (!doc.data) return <Spin aria-label={t('college.lesson.documentLoading')} />;
  return (
    <section className="cl-doc-lesson" aria-label={t('college.lesson.document')}>
      <DocumentView doc={doc.data} docHref={(id) => `/community/document/${id}`} preview />
      <div ref={end} className="cl-doc-end" data-testid="document-end" />
    </section>
  );
}
