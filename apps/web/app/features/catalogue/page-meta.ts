import type { LinksFunction, MetaDescriptor } from 'react-router';
import type { CatalogueKind, ProductDetail } from '@occ/shared';
import { translateFor } from '~/i18n';
import { jsonLd, pageMeta } from '~/lib/meta';
import css from './catalogue.css?url';

/** The catalogue pages' stylesheet, linked from each catalogue route. */
export const catalogueLinks: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/** Title, description and OpenGraph of a list page. */
export function listMeta(locale: string, kind: CatalogueKind, category: string | null, url: string) {
  const kindTitle = translateFor(locale, `catalogue.kinds.${kind}.title`);
  const name = category
    ? `${translateFor(locale, `catalogue.categories.${category}`)} · ${kindTitle}`
    : kindTitle;
  return pageMeta({
    title: `${name} · ${translateFor(locale, 'app.name')}`,
    description: translateFor(locale, `catalogue.kinds.${kind}.description`),
    url,
  });
}

/** Title, OpenGraph and Product JSON-LD of a product page. */
export function detailMeta(
  locale: string,
  p: ProductDetail,
  url: string,
  publicUrl: string,
): MetaDescriptor[] {
  const image = p.imageUrl ? new URL(p.imageUrl, publicUrl).toString() : undefined;
  return [
    ...pageMeta({
      title: `${p.name} · ${translateFor(locale, 'app.name')}`,
      description: p.summary,
      url,
      image,
      locale: p.locale,
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': p.kind === 'software' ? 'SoftwareApplication' : 'Product',
      name: p.name,
      description: p.summary,
      url,
      ...(image ? { image: [image] } : {}),
      ...(p.kind === 'software'
        ? { applicationCategory: p.category, author: { '@type': 'Organization', name: p.vendor } }
        : { brand: { '@type': 'Brand', name: p.vendor } }),
    }),
  ];
}
