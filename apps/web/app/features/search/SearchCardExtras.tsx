import { useTranslation } from 'react-i18next';
import { formatBytes, type SearchCard } from '@occ/shared';
import { DownloadButton } from '~/components/DownloadButton';

/** A video's length as m:ss or h:mm:ss. */
function duration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The picture at the side of a card (a product's image); decorative: the title names it. */
export function CardPicture({ card, title }: { card?: SearchCard; title: string }) {
  if (card?.kind !== 'products' || !card.image) return null;
  return (
    <img
      className="sr-card-image"
      src={card.image}
      alt={title}
      loading="lazy"
      width={96}
      height={96}
      data-testid="search-card-image"
    />
  );
}

/** The kind's own facts under a result: maker, length, answers, size and the download button. */
export function CardFacts({ card, title }: { card?: SearchCard; title: string }) {
  const { t } = useTranslation();
  if (!card) return null;
  switch (card.kind) {
    case 'products':
      return card.vendor ? <p className="sr-facts">{card.vendor}</p> : null;
    case 'videos':
      return card.durationMs === null ? null : (
        <p className="sr-facts">
          <span>{t('searchPage.card.duration', { duration: duration(card.durationMs) })}</span>
        </p>
      );
    case 'questions':
      return (
        <p className="sr-facts">
          <span>{t('searchPage.card.answers', { count: card.answers })}</span>
          {card.adopted ? (
            <span className="sr-adopted" data-testid="search-card-adopted">
              {t('searchPage.card.adopted')}
            </span>
          ) : null}
        </p>
      );
    case 'resources':
      return (
        <div className="sr-facts">
          <span>{t('searchPage.card.size', { size: formatBytes(card.size) })}</span>
          <DownloadButton linkPath={card.linkPath} label={t('resources.downloadNamed', { name: title })} />
        </div>
      );
  }
}
