import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  useLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import katexCss from 'katex/dist/katex.min.css?url';
import {
  isCategoryOf,
  productCode,
  productFilterQuery,
  productKindEnum,
  type CatalogueKind,
  type ProductDetail as Detail,
  type ProductPage,
  type Page,
  type VendorCard,
} from '@occ/shared';
import { CatalogueList, listPath } from '~/features/catalogue/CatalogueList';
import { ProductDetail } from '~/features/catalogue/ProductDetail';
import {
  filterQuery,
  HardwareFilters,
  type HardwareFilterValues,
} from '~/features/catalogue/HardwareFilters';
import { catalogueLinks, detailMeta, listMeta } from '~/features/catalogue/page-meta';
import { translateFor } from '~/i18n';
import { apiGet } from '~/lib/loader-api';
import { localeOfMatches } from '~/lib/meta';
import { Breadcrumb } from '~/components/Breadcrumb';

/** the product's downloads: read by the browser (nothing of it is in the server's HTML), so its
 * code (antd's button) loads after the page, not before it */
const ProductResources = lazy(() =>
  import('~/features/resources/ProductResources').then((m) => ({ default: m.ProductResources })),
);

export const links: LinksFunction = () => [...catalogueLinks(), { rel: 'stylesheet', href: katexCss }];

type Loaded =
  | {
      mode: 'list';
      kind: CatalogueKind;
      category: string | null;
      page: ProductPage;
      url: string;
      /** /hardware/preview's filters from the URL (null elsewhere) */
      filters: HardwareFilterValues | null;
    }
  | {
      mode: 'detail';
      kind: CatalogueKind;
      product: Detail;
      url: string;
      publicUrl: string;
      /** the vendor's profile slug when its vendor text names a vendor */
      vendorSlug: string | null;
    };

/**
 * Every catalogue page of spec §2 under /software, /hardware and /solution: a segment that is a
 * category of the kind lists it (`/software/operating`, `/solution/edge`, `/hardware/board`),
 * `/hardware/preview` and `/solution` list the whole kind, any other segment is a product code
 * (`/software/openEuler`, `/software/base/{code}`, `/hardware/product/{code}`,
 * `/hardware/detail/ruyibook`, `/solution/{code}`).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs): Promise<Loaded> {
  const url = new URL(request.url);
  const kind = productKindEnum.parse(url.pathname.split('/')[1]);
  const pageUrl = `${context.publicUrl}${url.pathname}`;
  const slug = params.code ?? params.slug ?? null;
  if (slug === null || (!params.code && isCategoryOf(kind, slug))) {
    const n = Number(url.searchParams.get('page') ?? '1');
    const pageNo = Number.isInteger(n) && n > 0 && n < 100000 ? n : 1;
    const category = slug;
    const filters = kind === 'hardware' && !slug ? filtersOf(url) : null;
    const q = filters
      ? `kind=${kind}&${filterQuery(filters)}&page=${pageNo}`
      : `kind=${kind}${category ? `&category=${category}` : ''}&page=${pageNo}`;
    const page = await apiGet<ProductPage>(context, `/api/products?${q}`);
    const canonical = pageUrl + (pageNo > 1 ? `?page=${pageNo}` : '');
    return { mode: 'list', kind, category, page, url: canonical, filters };
  }
  // a code that cannot exist is simply a product that does not exist
  if (!productCode.safeParse(slug).success) throw data(null, { status: 404 });
  const product = await apiGet<Detail>(context, `/api/products/${encodeURIComponent(slug)}`);
  if (product.kind !== kind) throw data(null, { status: 404 });
  const vendors = await apiGet<Page<VendorCard>>(
    context,
    `/api/vendors?name=${encodeURIComponent(product.vendor.slice(0, 100))}&pageSize=1`,
  );
  const vendorSlug = vendors.items[0]?.slug ?? null;
  return { mode: 'detail', kind, product, url: pageUrl, publicUrl: context.publicUrl, vendorSlug };
}

/** The URL's valid filters (an invalid one is left out rather than failing the page). */
function filtersOf(url: URL): HardwareFilterValues {
  const out: Record<string, unknown> = {};
  for (const key of ['category', 'vendor', 'isa', 'coresMin', 'cloudLab'] as const) {
    const raw = url.searchParams.get(key);
    if (raw === null || raw === '') continue;
    const parsed = productFilterQuery.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  if (out.category && !isCategoryOf('hardware', String(out.category))) delete out.category;
  if (out.cloudLab === false) delete out.cloudLab;
  return out as HardwareFilterValues;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const locale = localeOfMatches(matches);
  if (!data) return [{ title: `404 · ${translateFor(locale, 'app.name')}` }];
  if (data.mode === 'list') return listMeta(locale, data.kind, data.category, data.url);
  return detailMeta(locale, data.product, data.url, data.publicUrl);
};

export default function CataloguePage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const kindTitle = t(`catalogue.kinds.${loaded.kind}.title`);
  if (loaded.mode === 'list') {
    const { kind, category, page, filters } = loaded;
    return (
      <div className="page">
        <header className="cat-head">
          <h1>{category ? t(`catalogue.categories.${category}`) : kindTitle}</h1>
          <p>{t(`catalogue.kinds.${kind}.description`)}</p>
        </header>
        {filters && <HardwareFilters values={filters} />}
        <CatalogueList
          kind={kind}
          category={category}
          page={page}
          query={filters ? filterQuery(filters) : ''}
        />
      </div>
    );
  }
  const { product, vendorSlug } = loaded;
  return (
    <div className="page page-narrow">
      <Breadcrumb
        label={t('catalogue.breadcrumb')}
        trail={[
          { to: '/', label: t('nav.home') },
          { to: listPath(product.kind, product.kind === 'software' ? 'operating' : null), label: kindTitle },
          {
            to: listPath(product.kind, product.category),
            label: t(`catalogue.categories.${product.category}`),
          },
        ]}
        current={product.name}
      />
      <ProductDetail product={product} vendorSlug={vendorSlug} comparable />
      <Suspense fallback={null}>
        <ProductResources code={product.code} />
      </Suspense>
    </div>
  );
}
