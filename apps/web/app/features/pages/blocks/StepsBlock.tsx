import type { PageBlockOf } from '@occ/shared/pages/blocks';

export function StepsBlock({ props }: { props: PageBlockOf<'steps'>['props'] }) {
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <ol className="pb-steps">
        {props.items.map((s, i) => (
          <li key={i} className="pb-step">
            <h3>{s.title}</h3>
            {s.text ? <p>{s.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
