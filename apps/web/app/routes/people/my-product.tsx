import { useTranslation } from 'react-i18next';
import { MyProducts } from '~/features/vendor-products/MyProducts';
import { EnterpriseGuard } from '~/lib/access';

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
