import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { privatePageMeta } from '~/features/people/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { useTranslation } from 'react-i18next';
import { MyProducts } from '~/features/vendor-products/MyProducts';
import { EnterpriseGuard } from '~/lib/access';

export function loader({ context }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/product` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'product', data?.url);

/** /people/my/product (enterprise guard): my organisation's products and their review. */
export default function MyProductRoute() {
  const { t } = useTranslation();
  return (
    <EnterpriseGuard>
      <section aria-labelledby="people-product-title">
        <h1 id="people-product-title">{t('people.product.title')}</h1>
        <p>{t('people.product.description')}</p>
        <MyProducts />
      </section>
    </EnterpriseGuard>
  );
}
