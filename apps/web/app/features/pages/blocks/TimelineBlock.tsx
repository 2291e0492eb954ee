import type { PageBlockOf } from '@occ/shared/pages/blocks';

export function TimelineBlock({ props }: { props: PageBlockOf<'timeline'>['props'] }) {
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <ol className="pb-timeline">
        {props.items.map((e, i) => (
          <li key={i} className="pb-timeline-item">
            <p className="pb-timeline-date">{e.date}</p>
            <h3>{e.title}</h3>
            {e.text ? <p>{e.text}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
