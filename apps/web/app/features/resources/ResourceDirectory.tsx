import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatBytes, RESOURCE_TYPE_KEYS, type ResourceItem, type ResourcePage } from '@occ/shared';
import { DownloadButton } from '~/components/DownloadButton';
import { LocalTime } from '~/components/LocalTime';
import { NativeSelect } from '~/components/plain/NativeSelect';
import { Pager } from '~/components/plain/Pager';
import { Alert, Empty, Tag } from '~/components/plain/plain';
import { useMergedSearchParams } from '~/lib/search-params';
import { resourceQuery, useResources } from './api';
import './resources.css';

/** One resource of a list: name, type, facts, checksum and its download button. */
export function ResourceRow({ r }: { r: ResourceItem }) {
  const { t } = useTranslation();
  return (
    <li className="rs-item" id={`resource-${r.id}`}>
      <div className="rs-main">
        <h2 className="rs-name">
          {r.name} <Tag>{t(`resources.types.${r.type}`)}</Tag>
          {r.access !== '0' ? <Tag color="blue">{t(`resources.access.${r.access}`)}</Tag> : null}
        </h2>
        {r.description ? <p className="rs-desc">{r.description}</p> : null}
        <div className="rs-facts">
          <span>
            {t('resources.updated')} <LocalTime iso={r.updatedAt} />
          </span>
          <span>
            {t('resources.size')} {formatBytes(r.size)}
          </span>
          <span>{t('resources.downloads', { count: r.downloads })}</span>
          <span className="rs-file">{r.fileName}</span>
          {r.enterprise ? <span>{t('resources.by', { name: r.enterprise })}</span> : null}
          {r.product ? (
            <span>
              <Link to={r.product.path}>{t('resources.meta.forProduct', { name: r.product.name })}</Link>
            </span>
          ) : null}
          {r.version ? <span>{t('resources.meta.versionOf', { version: r.version })}</span> : null}
          {r.fileLink ? (
            <span>
              <a href={r.fileLink} rel="noopener noreferrer" target="_blank">
                {t('resources.meta.mirror')}
              </a>
            </span>
          ) : null}
        </div>
        <div className="rs-sha" title={t('resources.sha256')}>
          SHA-256 <code>{r.sha256}</code>
        </div>
      </div>
      <DownloadButton
        linkPath={`/api/resources/${r.id}/link`}
        label={t('resources.downloadNamed', { name: r.name })}
      />
    </li>
  );
}

/** /community/download: the resource directory; type, product, words and page live in the URL. */
export function ResourceDirectory({ initial }: { initial: ResourcePage }) {
  const { t } = useTranslation();
  const [params, update] = useMergedSearchParams();
  const { pathname } = useLocation();
  const type = params.get('type');
  const q = params.get('q') ?? '';
  const product = params.get('product');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useResources(resourceQuery(type, page, q, product), page === 1 && !q ? initial : undefined);
  const data = list.data;
  const total = Object.values(data?.counts ?? initial.counts).reduce((a, b) => a + b, 0);
  const set = (k: string, v: string | null) =>
    update((p) => {
      if (v) p.set(k, v);
      else p.delete(k);
      if (k !== 'page') p.delete('page');
      return p;
    });
  const tabs: [string | null, string, number][] = [
    [null, t('resources.all'), total],
    ...RESOURCE_TYPE_KEYS.map((k): [string, string, number] => [
      k,
      t(`resources.types.${k}`),
      data?.counts[k] ?? 0,
    ]),
  ];
  return (
    <div className="page with-side-nav rs-page">
      <nav className="side-nav" aria-label={t('resources.filters')}>
        <ul>
          {tabs.map(([key, label, n]) => (
            <li key={key ?? 'all'}>
              <Link
                to={key ? `?type=${key}` : '?'}
                className={type === key ? 'active' : ''}
                aria-current={type === key ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  set('type', key);
                }}
              >
                {label} <span className="rs-count">{n}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="side-content" aria-labelledby="rs-title">
        <h1 id="rs-title">{t('resources.title')}</h1>
        <p>{t('resources.description')}</p>
        <div className="rs-tools">
          <NativeSelect
            aria-label={t('resources.meta.productFilter')}
            value={product ?? ''}
            onChange={(v) => set('product', v || null)}
            options={[
              { value: '', label: t('resources.meta.anyProduct') },
              ...(data?.products ?? initial.products).map((p) => ({
                value: p.code,
                label: `${p.name} (${p.n})`,
              })),
            ]}
            className="rs-product"
          />
          <form
            role="search"
            className="rs-search"
            onSubmit={(e) => {
              e.preventDefault();
              const v = new FormData(e.currentTarget).get('q');
              set('q', typeof v === 'string' && v.trim() ? v.trim() : null);
            }}
          >
            <input
              type="search"
              name="q"
              key={q}
              defaultValue={q}
              aria-label={t('resources.search')}
              placeholder={t('resources.search')}
              className="ant-input ant-input-outlined occ ant-input-css-var"
            />
            <button
              type="submit"
              className="ant-btn occ ant-btn-default ant-btn-color-default ant-btn-variant-outlined"
            >
              <span>{t('resources.searchButton')}</span>
            </button>
          </form>
        </div>
        {!data ? (
          list.isError ? (
            <Alert type="error" title={t('resources.failed')} />
          ) : null
        ) : data.items.length === 0 ? (
          <Empty description={t('resources.empty')} />
        ) : (
          <>
            <ul className="rs-list" aria-busy={list.isFetching}>
              {data.items.map((r) => (
                <ResourceRow key={r.id} r={r} />
              ))}
            </ul>
            {data.total > data.pageSize ? (
              <Pager
                current={page}
                pageSize={data.pageSize}
                total={data.total}
                href={(p) => {
                  const next = new URLSearchParams(params);
                  if (p > 1) next.set('page', String(p));
                  else next.delete('page');
                  const search = next.toString();
                  return search ? `${pathname}?${search}` : pathname;
                }}
              />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
