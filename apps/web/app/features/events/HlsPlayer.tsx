import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The live stream (HLS). Safari plays it natively; elsewhere hls.js is fetched only now (this
 * module is itself loaded lazily by LivePanel), so pages without a live stream never load it.
 */
export default function HlsPlayer({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let destroy = () => {};
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        setFailed(true);
        return;
      }
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_e, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src]);

  return (
    <div className="ev-player">
      <video ref={ref} controls playsInline aria-label={title} data-testid="live-player" />
      {failed ? (
        <p className="notice">
          {t('events.live.playerFailed')} <a href={src}>{t('events.live.openStream')}</a>
        </p>
      ) : null}
    </div>
  );
}
