import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentDetail } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { useCurrentUser } from '~/lib/current-user';
import { useHydrated } from '~/lib/hydrated';
import { HelpfulVote } from './HelpfulVote';

// antd's form, the schema and the graphic code load on the first click only
const FeedbackModal = lazy(() => import('./FeedbackModal'));
// pdf.js loads on PDF documents only, in the browser
const PdfViewer = lazy(() => import('./PdfViewer'));

interface Props {
  doc: DocumentDetail;
  /** where a version of a document is read */
  docHref: (id: number) => string;
  /** the console's preview: no votes, no feedback */
  preview?: boolean;
}

/** One document: meta and versions, the contents (TOC with anchors), the body, votes and feedback. */
export function DocumentView({ doc, docHref, preview = false }: Props) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const hydrated = useHydrated();
  const latest = doc.versions.find((v) => v.latest);
  const others = doc.versions.filter((v) => v.id !== doc.id);
  return (
    <div className="doc-reader">
      {doc.toc.length ? (
        <nav className="doc-toc" aria-label={t('documents.toc')}>
          <h2>{t('documents.toc')}</h2>
          <ol>
            {doc.toc.map((h) => (
              <li key={h.id} className={`doc-toc-l${h.level}`}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <article className="doc-article" lang={doc.locale}>
        <h1>{doc.title}</h1>
        <p className="doc-meta">
          {doc.productName ? <span>{doc.productName}</span> : null}
          <span>{t(`documents.categories.${doc.category}`)}</span>
          <span>
            {t('documents.version')} {doc.version}
            {doc.latest ? <span className="doc-badge">{t('documents.latest')}</span> : null}
          </span>
          <span>
            {t('documents.updated')} <LocalTime iso={doc.updatedAt} />
          </span>
        </p>
        {!doc.latest && latest ? (
          <p className="notice">
            {t('documents.oldVersion')} <Link to={docHref(latest.id)}>{t('documents.readLatest')}</Link>
          </p>
        ) : null}
        {others.length ? (
          <p className="doc-versions">
            {t('documents.versions')}:{' '}
            {others.map((v) => (
              <Link key={v.id} to={docHref(v.id)}>
                {v.version}
                {v.latest ? ` (${t('documents.latest')})` : ''}
              </Link>
            ))}
          </p>
        ) : null}
        {doc.locale !== i18n.language && i18n.language === 'en-US' ? (
          <p className="notice">{t('documents.translationMissing')}</p>
        ) : null}
        {doc.fileUrl && hydrated ? (
          <Suspense fallback={<p role="status">{t('documents.pdfViewer.loading')}</p>}>
            <PdfViewer url={doc.fileUrl} title={doc.title} />
          </Suspense>
        ) : doc.fileUrl ? (
          <p className="doc-pdf-links">
            <a href={doc.fileUrl} target="_blank" rel="noopener">
              {t('documents.openPdf')}
            </a>
            <a href={doc.fileUrl} download>
              {t('documents.downloadPdf')}
            </a>
          </p>
        ) : null}
        {/* html comes from the server's sanitising markdown pipeline */}
        <div className="markdown-body" dangerouslySetInnerHTML={{ __html: doc.html }} />
        {preview ? null : (
          <footer className="doc-footer">
            <HelpfulVote documentId={doc.id} initial={doc.helpful} />
            <button
              type="button"
              className="doc-feedback-button"
              aria-haspopup="dialog"
              onClick={() => {
                setWanted(true);
                setOpen(true);
              }}
            >
              {t('documents.feedback.open')}
            </button>
          </footer>
        )}
      </article>
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackModal
            documentId={doc.id}
            toc={doc.toc}
            signedIn={Boolean(user)}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
