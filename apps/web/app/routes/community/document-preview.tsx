import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { DocumentDetail } from '@occ/shared';
import { PreviewBanner, PreviewError } from '~/components/Preview';
import { DocumentView } from '~/features/documents/DocumentView';
import { documentLinks } from '~/features/documents/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { loadPreview, previewHeaders, previewMeta } from '~/lib/preview';

export const links = documentLinks;

// the working copy of a document: never cached, never indexed
export const headers = previewHeaders;

/** /community/document/preview/<id>: the console's preview (staff with documents.read). */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const doc = await loadPreview<DocumentDetail>(
    context,
    request,
    params.documentId,
    (id) => `/api/admin/documents/${id}/preview`,
  );
  return { doc };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  previewMeta(localeOfMatches(matches), data?.doc.title);

export default function DocumentPreviewRoute() {
  const { doc } = useLoaderData<typeof loader>();
  return (
    <>
      <PreviewBanner />
      <DocumentView doc={doc} docHref={(id) => `/community/document/${id}`} preview />
    </>
  );
}

/** 403 → "not allowed", 404 → the not-found page, anything else → the page broke. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return <PreviewError back={{ to: '/community/document', label: t('documents.backToList') }} />;
}
