import type { PageBlockOf } from '@occ/shared/pages/blocks';

export function FaqBlock({ props }: { props: PageBlockOf<'faq'>['props'] }) {
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <div className="pb-faq">
        {props.items.map((f, i) => (
          <details key={i} className="pb-faq-item">
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
