import { useTranslation } from 'react-i18next';
import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { SmartLink } from './SmartLink';

export function PartnerLogosBlock({ props }: { props: PageBlockOf<'partnerLogos'>['props'] }) {
  const { t } = useTranslation();
  return (
    <section className="pb-section" aria-label={props.title ? undefined : t('pages.blocks.partners')}>
      {props.title ? <h2>{props.title}</h2> : null}
      <ul className="pb-logos">
        {props.items.map((l, i) => {
          const img = <img src={l.image} alt={l.name} loading="lazy" width={160} height={64} />;
          return (
            <li key={i} className="pb-logo">
              {l.link ? <SmartLink to={l.link}>{img}</SmartLink> : img}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
