import { lazy, Suspense } from 'react';
import type { PageBlockOf } from '@occ/shared/pages/blocks';

// the form (antd, the graphic code) is its own chunk: pages without a form block never load it
const FormBlockForm = lazy(() => import('./FormBlockForm'));

/** A form staff declared in the page (sign-up, application, contact). */
export function FormBlock({ props, slug }: { props: PageBlockOf<'form'>['props']; slug?: string }) {
  return (
    <section className="pb-section pb-form" data-form-key={props.formKey}>
      <h2>{props.title}</h2>
      {props.text ? <p>{props.text}</p> : null}
      {slug ? (
        <Suspense fallback={null}>
          <FormBlockForm props={props} slug={slug} />
        </Suspense>
      ) : null}
    </section>
  );
}
