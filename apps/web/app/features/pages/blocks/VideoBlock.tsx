import { useTranslation } from 'react-i18next';
import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { SmartLink } from './SmartLink';

/** A file plays in place (`preload="none"`: nothing loads before the reader asks); a community video page is linked. */
export function VideoBlock({ props }: { props: PageBlockOf<'video'>['props'] }) {
  const { t } = useTranslation();
  const isPage = props.videoUrl.startsWith('/community/video/detail');
  return (
    <section className="pb-section">
      <h2>{props.title}</h2>
      {isPage ? (
        <SmartLink to={props.videoUrl} className="pb-video pb-video-link">
          {props.poster ? <img src={props.poster} alt="" loading="lazy" width={1280} height={720} /> : null}
          <span className="pb-button pb-button-primary">{t('pages.blocks.watch')}</span>
        </SmartLink>
      ) : (
        <video
          className="pb-video"
          controls
          preload="none"
          poster={props.poster || undefined}
          src={props.videoUrl}
          title={props.title}
          width={1280}
          height={720}
        >
          {t('pages.blocks.noVideo')}
        </video>
      )}
    </section>
  );
}
