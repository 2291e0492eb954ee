import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { DocumentPage } from '@occ/shared';
import { DocumentCentre } from '~/features/documents/DocumentCentre';
import { documentLinks } from '~/features/documents/page-meta';
import { apiQueryOf, filtersOf } from '~/features/documents/query';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = documentLinks;

// /community/document: the document centre; every filter, the search, sort and page in the URL.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = filtersOf(url.searchParams);
  const page = await apiGet<DocumentPage>(context, `/api/documents?${apiQueryOf(filters, 10)}`);
  return { page, filters, url: `${context.publicUrl}/community/document` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = `${translateFor(locale, 'documents.title')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'documents.description');
  return data ? pageMeta({ title, description, url: data.url, locale }) : [{ title }];
};

export default function DocumentListRoute() {
  const { t } = useTranslation();
  const { page, filters } = useLoaderData<typeof loader>();
  return (
    <DocumentCentre
      page={page}
      filters={filters}
      base="/community/document"
      docHref={(id) => `/community/document/${id}`}
      title={t('documents.title')}
      description={t('documents.description')}
    />
  );
}
