import { useTranslation } from 'react-i18next';
import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { SmartLink } from './SmartLink';

/** Manual cards, or those the server resolved from the block's live source (empty: a short note). */
export function CardsBlock({ props }: { props: PageBlockOf<'cards'>['props'] }) {
  const { t } = useTranslation();
  return (
    <section className="pb-section" data-live-source={props.liveSource}>
      {props.title ? <h2>{props.title}</h2> : null}
      {props.items.length === 0 ? (
        <p className="pb-empty">{t('pages.blocks.cardsEmpty')}</p>
      ) : (
        <ul className="pb-cards">
          {props.items.map((c, i) => (
            <li key={i} className="pb-card">
              {c.image ? <img src={c.image} alt="" loading="lazy" className="pb-card-image" /> : null}
              <h3>{c.link ? <SmartLink to={c.link}>{c.title}</SmartLink> : c.title}</h3>
              {c.text ? <p>{c.text}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
