import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { DocumentPage, DocumentSummary } from '@occ/shared';
import { LocalTime } from '~/components/LocalTime';
import { PageLinks } from '~/components/PageLinks';
import { Collapsible } from './Collapsible';
import { FilterTree } from './FilterTree';
import { hrefOf, type DocumentFilters } from './query';

interface Props {
  page: DocumentPage;
  filters: DocumentFilters;
  /** the page's own address (`/community/document`, `/college/study_onlineDocument`) */
  base: string;
  /** where one document is read */
  docHref: (id: number) => string;
  title: string;
  description: string;
}

/** The document centre: sidebar tree, search, sort, the list and its pages; all state in the address. */
export function DocumentCentre({ page, filters, base, docHref, title, description }: Props) {
  const { t } = useTranslation();
  const filtered = Boolean(filters.product || filters.category || filters.version || filters.q);
  return (
    <div className="doc-centre">
      <Collapsible summary={t('documents.filters')}>
        <FilterTree tree={page.filters} filters={filters} base={base} />
      </Collapsible>
      <section className="doc-main" aria-labelledby="doc-title">
        <h1 id="doc-title">{title}</h1>
        <p className="doc-lead">{description}</p>
        <div className="doc-toolbar">
          <Form
            method="get"
            action={base}
            role="search"
            aria-label={t('documents.searchLabel')}
            className="doc-search"
          >
            {filters.product ? <input type="hidden" name="product" value={filters.product} /> : null}
            {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
            {filters.version ? <input type="hidden" name="version" value={filters.version} /> : null}
            {filters.sort !== '-updatedAt' ? <input type="hidden" name="sort" value={filters.sort} /> : null}
            <label htmlFor="doc-q" className="sr-only">
              {t('documents.searchLabel')}
            </label>
            <input
              id="doc-q"
              type="search"
              name="q"
              defaultValue={filters.q}
              key={filters.q}
              maxLength={100}
              placeholder={t('documents.searchPlaceholder')}
            />
            <button type="submit">{t('documents.search')}</button>
          </Form>
          <nav className="doc-sort" aria-label={t('documents.sort')}>
            {(['-updatedAt', 'updatedAt'] as const).map((s) => (
              <Link
                key={s}
                to={hrefOf(base, filters, { sort: s })}
                aria-current={filters.sort === s ? 'page' : undefined}
              >
                {t(s === '-updatedAt' ? 'documents.sortNewest' : 'documents.sortOldest')}
              </Link>
            ))}
          </nav>
        </div>
        <p className="doc-total" role="status">
          {t('documents.total', { count: page.total })}
        </p>
        {page.items.length === 0 ? (
          <Empty description={t('documents.empty')}>
            {filtered ? <Link to={base}>{t('documents.clearFilters')}</Link> : null}
          </Empty>
        ) : (
          <ul className="doc-list">
            {page.items.map((d) => (
              <DocumentItem key={d.id} doc={d} href={docHref(d.id)} />
            ))}
          </ul>
        )}
        <PageLinks
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          hrefOf={(n) => hrefOf(base, filters, { page: n })}
          label={t('documents.pagination')}
          prevNext={{ prev: t('documents.prev'), next: t('documents.next') }}
        />
      </section>
    </div>
  );
}

function DocumentItem({ doc, href }: { doc: DocumentSummary; href: string }) {
  const { t } = useTranslation();
  return (
    <li className="doc-item">
      <h2>
        <Link to={href} lang={doc.locale}>
          {doc.title}
        </Link>
      </h2>
      {doc.summary ? <p lang={doc.locale}>{doc.summary}</p> : null}
      <p className="doc-meta">
        {doc.productName ? <span>{doc.productName}</span> : null}
        <span>{t(`documents.categories.${doc.category}`)}</span>
        <span>
          {doc.version}
          {doc.latest ? <span className="doc-badge">{t('documents.latest')}</span> : null}
        </span>
        {doc.format === 'pdf' ? <span className="doc-badge">{t('documents.pdf')}</span> : null}
        <span>
          {t('documents.updated')} <LocalTime iso={doc.updatedAt} />
        </span>
      </p>
    </li>
  );
}
