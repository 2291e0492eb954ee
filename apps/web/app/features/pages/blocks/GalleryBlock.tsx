import type { PageBlockOf } from '@occ/shared/pages/blocks';

/** A responsive grid of lazy images; width/height plus a CSS aspect ratio keep the layout still. */
export function GalleryBlock({ props }: { props: PageBlockOf<'gallery'>['props'] }) {
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <ul className="pb-gallery">
        {props.items.map((p, i) => (
          <li key={i}>
            <figure className="pb-gallery-item">
              <img src={p.image} alt={p.alt} loading="lazy" decoding="async" width={400} height={300} />
              {p.caption ? <figcaption>{p.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
