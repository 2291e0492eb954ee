import { privatePageMeta } from '~/features/people/page-meta';
import { localeOfMatches } from '~/lib/meta';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ProductForm } from '~/features/vendor-products/ProductForm';
import { EnterpriseGuard } from '~/lib/access';

export function loader({ context, params }: LoaderFunctionArgs) {
  return { url: `${context.publicUrl}/people/my/product/${params.id ?? 'add'}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  privatePageMeta(localeOfMatches(matches), 'product', data?.url);

/** /people/my/product/add and /people/my/product/{id} (enterprise guard): a product's draft. */
export default function EditProductRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <EnterpriseGuard>
      <section aria-labelledby="people-edit-product-title">
        <h1 id="people-edit-product-title">
          {t(numeric ? 'people.product.editTitle' : 'people.product.add')}
        </h1>
        <ProductForm key={numeric ?? 'new'} id={numeric} />
      </section>
    </EnterpriseGuard>
  );
}
