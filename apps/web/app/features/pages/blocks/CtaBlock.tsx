import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { SmartLink } from './SmartLink';

export function CtaBlock({ props }: { props: PageBlockOf<'cta'>['props'] }) {
  return (
    <section className="pb-section pb-cta">
      <h2>{props.title}</h2>
      {props.text ? <p>{props.text}</p> : null}
      <SmartLink to={props.buttonLink} className="pb-button pb-button-primary">
        {props.buttonLabel}
      </SmartLink>
    </section>
  );
}
