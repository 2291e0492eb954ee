import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@occ/shared';
import { ButtonLink } from '~/components/plain/plain';

/**
 * "Try it in the cloud lab": the reservation pages of the lab's boards of this product (only the
 * boards the lab offers now; nothing when there are none).
 */
export function TryInLab({ boards }: { boards: ProductDetail['labBoards'] }) {
  const { t } = useTranslation();
  if (!boards.length) return null;
  return (
    <section className="cat-lab" aria-labelledby="cat-lab-heading" data-testid="product-cloud-lab">
      <h2 id="cat-lab-heading">{t('catalogue.cloudLab.heading')}</h2>
      <p>{t('catalogue.cloudLab.hint')}</p>
      <div className="cat-lab-actions">
        {boards.map((b) => (
          <ButtonLink key={b.id} look={{ type: 'primary' }} to={`/cloud/board/${b.id}`}>
            {boards.length > 1
              ? t('catalogue.cloudLab.tryBoard', { name: b.name })
              : t('catalogue.cloudLab.try')}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
