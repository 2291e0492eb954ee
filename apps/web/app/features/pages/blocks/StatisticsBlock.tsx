import type { PageBlockOf } from '@occ/shared/pages/blocks';

export function StatisticsBlock({ props }: { props: PageBlockOf<'statistics'>['props'] }) {
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <dl className="pb-stats">
        {props.items.map((s, i) => (
          <div key={i} className="pb-stat">
            <dt>{s.label}</dt>
            <dd>
              {s.value}
              {s.suffix ? <span className="pb-stat-suffix">{s.suffix}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
