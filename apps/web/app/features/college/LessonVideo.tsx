import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WATCH_COMPLETE_RATIO,
  WATCH_SEGMENT_MAX_SECONDS,
  type WatchReported,
  type WatchState,
} from '@occ/shared';
import { request } from '~/lib/request';

/** a segment is sent after this much continuous playing, and on pause, seek, end and leaving */
const FLUSH_SECONDS = 10;

interface Props {
  lessonId: number;
  src: string;
  watch: WatchState | null;
  /** called once, when a report completes the lesson */
  onCompleted: (answer: WatchReported) => void;
}

/**
 * The video of a lesson: resumes where the learner left off and reports what was actually
 * played, in segments (progress.report); the server counts the lesson complete at 90%.
 */
export function LessonVideo({ lessonId, src, watch, onCompleted }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const segment = useRef<{ from: number; last: number } | null>(null);
  const [state, setState] = useState<WatchState | null>(watch);
  const [failed, setFailed] = useState(false);
  const completed = useRef(false);
  const onCompletedRef = useRef(onCompleted);
  useEffect(() => {
    onCompletedRef.current = onCompleted;
  }, [onCompleted]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const send = (from: number, to: number) => {
      if (!(to > from) || !Number.isFinite(video.duration)) return;
      const body = { from, to, duration: video.duration, position: video.currentTime };
      request<WatchReported>(`/api/college/lessons/${lessonId}/watch`, { method: 'POST', body }).then(
        (answer) => {
          setFailed(false);
          setState(answer.watch);
          if (answer.completed && !completed.current) {
            completed.current = true;
            onCompletedRef.current(answer);
          }
        },
        () => setFailed(true),
      );
    };
    const flush = () => {
      const s = segment.current;
      segment.current = null;
      if (s) send(s.from, Math.min(s.last, s.from + WATCH_SEGMENT_MAX_SECONDS));
    };
    const onTime = () => {
      const now = video.currentTime;
      const s = segment.current;
      if (video.paused || video.seeking) return;
      if (!s) segment.current = { from: now, last: now };
      // a seek flushes on `seeking`; a play head that went back (a loop, a replay) starts anew
      else if (now < s.last) {
        flush();
        segment.current = { from: now, last: now };
      } else {
        s.last = now;
        if (now - s.from >= FLUSH_SECONDS) {
          flush();
          segment.current = { from: now, last: now };
        }
      }
    };
    const onMeta = () => {
      const at = watch?.position ?? 0;
      if (at > 0 && at < video.duration - 3) video.currentTime = at;
    };
    if (video.readyState >= 1) onMeta();
    video.addEventListener('loadedmetadata', onMeta);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', flush);
    video.addEventListener('seeking', flush);
    video.addEventListener('ended', flush);
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      video.removeEventListener('loadedmetadata', onMeta);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', flush);
      video.removeEventListener('seeking', flush);
      video.removeEventListener('ended', flush);
      window.removeEventListener('pagehide', flush);
    };
    // the resume point is read once, when the lesson opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessonId]);

  const percent = state?.percent ?? 0;
  return (
    <div className="cl-video-box">
      <video ref={ref} className="cl-video" src={src} controls preload="metadata">
        <track kind="captions" />
      </video>
      <div className="cl-watch" role="status">
        <progress max={100} value={percent} aria-label={t('college.lesson.watched', { percent })} />
        <span>
          {t('college.lesson.watched', { percent })}
          {percent < WATCH_COMPLETE_RATIO * 100
            ? ` · ${t('college.lesson.watchToComplete', { percent: WATCH_COMPLETE_RATIO * 100 })}`
            : ''}
        </span>
      </div>
      {failed ? <p className="cl-watch-failed">{t('college.lesson.watchFailed')}</p> : null}
    </div>
  );
}
