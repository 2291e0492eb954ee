import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CERTIFIED_QUERY_MAX, CertifiedProductsPage } from '@occ/shared';
import type { PublicCertifiedProps } from '@occ/shared/pages/blocks';
import { lazyWithAntd } from '~/components/antd/lazy-antd';
import { Alert, buttonClass } from '~/components/plain/plain';
import { Spin } from '~/components/plain/Spin';
import { request, RequestError } from '~/lib/request';

// antd's pager (Pagination, its select and popups) below the table hydrates from its own chunk
const CertifiedPager = lazyWithAntd(() => import('./CertifiedPager'));

// the shared limit's value without its module (zod's schemas): the type keeps the two equal
const QUERY_MAX: typeof CERTIFIED_QUERY_MAX = 100;

const EMPTY = (pageSize: number): CertifiedProductsPage => ({ items: [], total: 0, page: 1, pageSize });

/**
 * The public list of certified products (issue 15): the server sends the first page with the page;
 * searching (product, chip, company or certificate number) and paging read
 * `GET /api/certified-products`. A table on a wide screen, one card per product on a phone.
 */
export function CertifiedProductsBlock({ props }: { props: PublicCertifiedProps }) {
  const { t } = useTranslation();
  const pageSize = props.pageSize;
  const [data, setData] = useState<CertifiedProductsPage>(props.initial ?? EMPTY(pageSize));
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [loading, setLoading] = useState(!props.initial);
  const [error, setError] = useState<string | null>(null);
  // the server's first page stands until the reader searches or pages
  const fresh = useRef(Boolean(props.initial));

  useEffect(() => {
    if (fresh.current) {
      fresh.current = false;
      return;
    }
    const abort = new AbortController();
    setLoading(true);
    setError(null);
    request<CertifiedProductsPage>('/api/certified-products', {
      query: { q: query.q || undefined, page: query.page, pageSize },
      signal: abort.signal,
    })
      .then((page) => setData(page))
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        setError(e instanceof RequestError ? e.message : String(e));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [query, pageSize]);

  const head = {
    product: t('pages.certified.product'),
    chip: t('pages.certified.chip'),
    company: t('pages.certified.company'),
    number: t('pages.certified.number'),
    date: t('pages.certified.date'),
  };
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get('q');
    setQuery({ q: String(value ?? '').trim(), page: 1 });
  };
  const empty = query.q ? t('pages.certified.noMatch', { q: query.q }) : t('pages.certified.empty');
  return (
    <section className="pb-section pb-certified" data-testid="certified-products">
      <h2>{props.title}</h2>
      {props.text ? <p className="pb-certified-intro">{props.text}</p> : null}
      {/* antd's Input.Search look (its classes, antd's static sheet); Enter or the button searches */}
      <form role="search" onSubmit={search}>
        <div className="ant-space-compact ant-input-search occ ant-input-search-with-button pb-certified-search">
          <input
            name="q"
            type="search"
            maxLength={QUERY_MAX}
            placeholder={t('pages.certified.searchPlaceholder')}
            aria-label={t('pages.certified.search')}
            className="ant-input ant-input-outlined occ ant-input-css-var ant-input-compact-item ant-input-compact-first-item"
          />
          <button
            type="submit"
            className={buttonClass({
              type: 'primary',
              className: 'ant-btn-compact-item ant-btn-compact-last-item ant-input-search-btn',
            })}
          >
            <span>{t('pages.certified.searchButton')}</span>
          </button>
        </div>
      </form>
      {error ? (
        <div className="pb-certified-error">
          <Alert type="error" title={error} />
        </div>
      ) : null}
      <Spin spinning={loading}>
        <p className="pb-certified-count" aria-live="polite">
          {loading && data.items.length === 0
            ? t('pages.certified.loading')
            : t('pages.certified.total', { count: data.total })}
        </p>
        {!loading && data.items.length === 0 ? (
          <p className="pb-empty">{empty}</p>
        ) : (
          <table className="pb-agenda pb-certified-table" aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{head.product}</th>
                <th scope="col">{head.chip}</th>
                <th scope="col">{head.company}</th>
                <th scope="col">{head.number}</th>
                <th scope="col">{head.date}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => (
                <tr key={r.certificateNo}>
                  <th scope="row" data-label={head.product} className="pb-agenda-theme">
                    {r.productName}
                  </th>
                  <td data-label={head.chip}>{r.chip}</td>
                  <td data-label={head.company}>{r.company || '—'}</td>
                  <td data-label={head.number} className="pb-certified-no">
                    {r.certificateNo}
                  </td>
                  <td data-label={head.date}>
                    <time dateTime={r.certifiedAt}>{r.certifiedAt.slice(0, 10)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Spin>
      {data.total > pageSize ? (
        <Suspense fallback={null}>
          <CertifiedPager
            current={query.page}
            pageSize={pageSize}
            total={data.total}
            onChange={(page) => setQuery((q) => ({ ...q, page }))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
