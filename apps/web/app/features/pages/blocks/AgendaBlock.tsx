import { useTranslation } from 'react-i18next';
import type { PageBlockOf } from '@occ/shared/pages/blocks';
import { SmartLink } from './SmartLink';

/** A community video page stays in the app; a video file opens as a plain link. */
function VideoLink({ to, children }: { to: string; children: string }) {
  if (to.startsWith('/community/video/detail')) return <SmartLink to={to}>{children}</SmartLink>;
  return (
    <a href={to} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}

/** Spec §3 agenda rows: a table on a wide screen; each row becomes a card on a phone (pages.css). */
export function AgendaBlock({ props }: { props: PageBlockOf<'agenda'>['props'] }) {
  const { t } = useTranslation();
  const head = {
    time: t('pages.blocks.time'),
    theme: t('pages.blocks.theme'),
    speaker: t('pages.blocks.speaker'),
    enterprise: t('pages.blocks.enterprise'),
    video: t('pages.blocks.video'),
  };
  return (
    <section className="pb-section">
      {props.title ? <h2>{props.title}</h2> : null}
      <table className="pb-agenda">
        <thead>
          <tr>
            <th scope="col">{head.time}</th>
            <th scope="col">{head.theme}</th>
            <th scope="col">{head.speaker}</th>
            <th scope="col">{head.enterprise}</th>
            <th scope="col">{head.video}</th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((r, i) => (
            <tr key={i}>
              <td data-label={head.time} className="pb-agenda-time">
                {r.time}
              </td>
              <th scope="row" data-label={head.theme} className="pb-agenda-theme">
                {r.theme}
              </th>
              <td data-label={head.speaker}>{r.speaker}</td>
              <td data-label={head.enterprise}>{r.enterprise}</td>
              <td data-label={head.video} className={r.videoUrl ? undefined : 'pb-agenda-empty'}>
                {r.videoUrl ? <VideoLink to={r.videoUrl}>{t('pages.blocks.watch')}</VideoLink> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
