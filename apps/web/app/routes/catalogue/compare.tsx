import { useTranslation } from 'react-i18next';
import {
  Form,
  Link,
  redirect,
  useLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import {
  COMPARE_MAX,
  COMPARE_MIN,
  comparePath,
  productKindEnum,
  type ProductComparison,
  type ProductPage,
} from '@occ/shared';
import { Breadcrumb } from '~/components/Breadcrumb';
import { listPath } from '~/features/catalogue/CatalogueList';
import { CompareTable } from '~/features/catalogue/CompareTable';
import { catalogueLinks } from '~/features/catalogue/page-meta';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches, pageMeta } from '~/lib/meta';

export const links: LinksFunction = () => catalogueLinks();

/**
 * /hardware/compare?codes=a,b (also /software and /solution): 2 to 4 products of the kind side
 * by side (products.compare). The picker is a plain GET form (`add`), so it works without script;
 * `diff=1` keeps only the rows that differ.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const kind = productKindEnum.parse(url.pathname.split('/')[1]);
  const codes = (url.searchParams.get('codes') ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const add = url.searchParams.get('add')?.trim();
  if (add) {
    const next = [...new Set([...codes, add])];
    throw redirect(comparePath(kind, next));
  }
  const onlyDiff = url.searchParams.get('diff') === '1';
  const [comparison, candidates] = await Promise.all([
    codes.length >= COMPARE_MIN
      ? apiGet<ProductComparison>(
          context,
          `/api/products/compare?codes=${codes.slice(0, COMPARE_MAX).map(encodeURIComponent).join(',')}`,
        )
      : Promise.resolve(null),
    apiGet<ProductPage>(context, `/api/products?kind=${kind}&pageSize=48`),
  ]);
  return {
    kind,
    codes,
    comparison,
    onlyDiff,
    candidates: candidates.items,
    url: context.publicUrl + url.pathname,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  const title = translateFor(locale, 'catalogue.compare.title');
  const full = `${title} · ${translateFor(locale, 'app.name')}`;
  if (!data) return [{ title: full }];
  return [
    ...pageMeta({ title: full, description: title, url: data.url }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ComparePage() {
  const { kind, codes, comparison, onlyDiff, candidates } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const chosen = comparison ? comparison.products.map((p) => p.code) : codes;
  const addable = candidates.filter((c) => !chosen.includes(c.code));
  const base = comparePath(kind, chosen);
  return (
    <div className="page">
      <Breadcrumb
        label={t('catalogue.breadcrumb')}
        trail={[
          { to: '/', label: t('nav.home') },
          { to: listPath(kind, null), label: t(`catalogue.kinds.${kind}.title`) },
        ]}
        current={t('catalogue.compare.title')}
      />
      <header className="cat-head">
        <h1>{t('catalogue.compare.title')}</h1>
        <p>{t('catalogue.compare.hint', { min: COMPARE_MIN, max: COMPARE_MAX })}</p>
      </header>
      {chosen.length < COMPARE_MAX ? (
        <Form method="get" className="cat-compare-add">
          <input type="hidden" name="codes" value={chosen.join(',')} />
          <label htmlFor="cat-compare-add">{t('catalogue.compare.add')}</label>
          <select id="cat-compare-add" name="add" required defaultValue="">
            <option value="" disabled>
              {t('catalogue.compare.choose')}
            </option>
            {addable.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name} · {c.vendor}
              </option>
            ))}
          </select>
          <button type="submit">{t('catalogue.compare.addButton')}</button>
        </Form>
      ) : null}
      {comparison ? (
        <>
          <p className="cat-compare-toggle">
            <Link to={onlyDiff ? base : `${base}&diff=1`}>
              {onlyDiff ? t('catalogue.compare.showAll') : t('catalogue.compare.onlyDiff')}
            </Link>
          </p>
          <CompareTable comparison={comparison} onlyDiff={onlyDiff} />
        </>
      ) : (
        <p className="notice" data-testid="compare-empty">
          {t('catalogue.compare.needMore', { min: COMPARE_MIN })}
        </p>
      )}
    </div>
  );
}
