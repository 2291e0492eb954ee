import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProductForm } from '~/features/vendor-products/ProductForm';
import { EnterpriseGuard } from '~/lib/access';

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
