import { useTranslation } from 'react-i18next';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { DocumentDetail } from '@occ/shared';
import { Breadcrumb } from '~/components/Breadcrumb';
import { DocumentView } from '~/features/documents/DocumentView';
import { documentLinks } from '~/features/documents/page-meta';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = documentLinks;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.documentId ?? '';
  // a non-numeric id is simply an id that does not exist
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const doc = await apiGet<DocumentDetail>(context, `/api/documents/${id}`);
  return { doc, url: `${context.publicUrl}/community/document/${doc.id}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return [{ title: `404 · ${translateFor(locale, 'app.name')}` }];
  const { doc, url } = data;
  return pageMeta({
    title: `${doc.title} · ${translateFor(locale, 'documents.title')}`,
    description: doc.summary || translateFor(locale, 'documents.description'),
    url,
    type: 'article',
    locale: doc.locale,
  });
};

export default function DocumentDetailRoute() {
  const { t } = useTranslation();
  const { doc } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumb
        label={t('documents.breadcrumb')}
        trail={[
          { to: '/community', label: t('nav.community') },
          { to: '/community/document', label: t('documents.title') },
        ]}
        current={doc.title}
      />
      <DocumentView doc={doc} docHref={(id) => `/community/document/${id}`} />
    </>
  );
}
