import { useTranslation } from 'react-i18next';
import type { PageBlockOf } from '@occ/shared/pages/blocks';

export function DownloadsBlock({ props }: { props: PageBlockOf<'downloads'>['props'] }) {
  const { t } = useTranslation();
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <ul className="pb-downloads">
        {props.items.map((d, i) => (
          <li key={i} className="pb-download">
            <span className="pb-download-name">{d.name}</span>
            {d.size ? <span className="pb-download-size">{d.size}</span> : null}
            {/* a file, not a route of the app: a plain link (never client-side routing) */}
            <a href={d.url} className="pb-button" rel="noopener noreferrer" download>
              {t('pages.blocks.download')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
