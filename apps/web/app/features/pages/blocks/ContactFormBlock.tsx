import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { BusinessButton } from '~/components/business/BusinessButton';

/** Opens the business-cooperation enquiry form (components/business). */
export function ContactFormBlock({ props }: { props: PageBlockOf<'contactForm'>['props'] }) {
  return (
    <section className="pb-section pb-cta">
      <h2>{props.title}</h2>
      {props.text ? <p>{props.text}</p> : null}
      <BusinessButton as="button" />
    </section>
  );
}
