import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { DocumentDetail, DocumentPage } from '@occ/shared';
import { Empty } from 'antd';
import { Collapsible } from '~/features/documents/Collapsible';
import { DocumentView } from '~/features/documents/DocumentView';
import { FilterTree } from '~/features/documents/FilterTree';
import { documentLinks } from '~/features/documents/page-meta';
import { apiQueryOf, filtersOf, hrefOf } from '~/features/documents/query';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links = documentLinks;

const BASE = '/college/study_onlineDocument';

// /college/study_onlineDocument: the learning view of the document centre: the filtered documents
// as a reading list beside the open one (`?doc=<id>`, else the first of the list).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = filtersOf(url.searchParams);
  const page = await apiGet<DocumentPage>(context, `/api/documents?${apiQueryOf(filters, 50)}`);
  const asked = url.searchParams.get('doc');
  const id = asked && /^\d{1,9}$/.test(asked) ? Number(asked) : page.items[0]?.id;
  const doc = id ? await apiGet<DocumentDetail>(context, `/api/documents/${id}`) : null;
  return { page, filters, doc, url: `${context.publicUrl}${BASE}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const name = data?.doc ? `${data.doc.title} · ` : '';
  const title = `${name}${translateFor(locale, 'documents.studyTitle')} · ${translateFor(locale, 'app.name')}`;
  const description = translateFor(locale, 'documents.studyDescription');
  return data ? pageMeta({ title, description, url: data.url, locale }) : [{ title }];
};

export default function OnlineDocumentRoute() {
  const { t } = useTranslation();
  const { page, filters, doc } = useLoaderData<typeof loader>();
  const docHref = (id: number) => {
    const href = hrefOf(BASE, filters, {});
    return `${href}${href.includes('?') ? '&' : '?'}doc=${id}`;
  };
  return (
    <div className="page doc-study">
      <aside className="doc-study-side">
        <p className="doc-study-title">{t('documents.studyTitle')}</p>
        <Collapsible summary={t('documents.readingList')}>
          <FilterTree tree={page.filters} filters={filters} base={BASE} />
          <nav aria-label={t('documents.title')} className="doc-tree doc-study-list">
            <ol>
              {page.items.map((d) => (
                <li key={d.id}>
                  <Link
                    to={docHref(d.id)}
                    aria-current={doc?.id === d.id ? 'page' : undefined}
                    lang={d.locale}
                  >
                    {d.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
        </Collapsible>
      </aside>
      <div className="doc-main">
        {doc ? (
          <DocumentView doc={doc} docHref={docHref} />
        ) : (
          <Empty description={t('documents.empty')}>
            <Link to={BASE}>{t('documents.clearFilters')}</Link>
          </Empty>
        )}
      </div>
    </div>
  );
}
