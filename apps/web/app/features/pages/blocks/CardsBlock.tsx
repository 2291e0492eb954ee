import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { SmartLink } from './SmartLink';

export function CardsBlock({ props }: { props: PageBlockOf<'cards'>['props'] }) {
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <ul className="pb-cards">
        {props.items.map((c, i) => (
          <li key={i} className="pb-card">
            {c.image ? <img src={c.image} alt="" loading="lazy" className="pb-card-image" /> : null}
            <h3>{c.link ? <SmartLink to={c.link}>{c.title}</SmartLink> : c.title}</h3>
            {c.text ? <p>{c.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
