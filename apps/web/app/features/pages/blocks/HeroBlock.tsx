import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { SmartLink } from './SmartLink';

export function HeroBlock({ props }: { props: PageBlockOf<'hero'>['props'] }) {
  return (
    <section
      className="pb-hero"
      style={
        props.image
          ? {
              backgroundImage: `linear-gradient(rgba(0,20,60,.65), rgba(0,20,60,.65)), url("${encodeURI(props.image)}")`,
            }
          : undefined
      }
    >
      <h1 className="pb-hero-title">{props.title}</h1>
      {props.subtitle ? <p className="pb-hero-subtitle">{props.subtitle}</p> : null}
      {props.buttons.length ? (
        <div className="pb-buttons">
          {props.buttons.map((b, i) => (
            <SmartLink key={i} to={b.link} className={i === 0 ? 'pb-button pb-button-primary' : 'pb-button'}>
              {b.label}
            </SmartLink>
          ))}
        </div>
      ) : null}
    </section>
  );
}
