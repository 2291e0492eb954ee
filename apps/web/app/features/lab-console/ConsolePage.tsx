import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, type LabConsoleInfo, type LabResetBody, type StepResult } from '@occ/shared';
import { consoleLinks, useConsoleInfo, useRefreshJobs, useReset } from './api';
import { CameraDrawer } from './CameraDrawer';
import { useNow } from '~/lib/hydrated';
import { ConsoleBanners } from './ConsoleBanners';
import { ConsoleHeader } from './ConsoleHeader';
import {
  ConsoleConnection,
  consoleUrl,
  type ConsoleBoardState,
  type ConsoleEnd,
  type ConsoleStatus,
} from './console-socket';
import { ConsoleToolbar, type ConsolePanel } from './ConsoleToolbar';
import { failedText } from './errors';
import { LoadImageModal } from './LoadImageModal';
import { TerminalFeed } from './terminal-feed';
import { TerminalPane } from './TerminalPane';
import { TestJobsDrawer } from './TestJobsDrawer';
import { ToneTag, type Tone } from '~/components/plain/ToneTag';
import { UploadModal } from './UploadModal';
import { useFeedback } from '~/lib/feedback';

const STATUS_TONES: Record<ConsoleStatus, Tone> = {
  connecting: 'info',
  open: 'success',
  reconnecting: 'warning',
  closed: 'neutral',
};

declare global {
  interface Window {
    /** what the console received since its last history replay (read by browser tests) */
    __occConsoleText?: () => string;
  }
}

/**
 * The console of a running reservation (spec §2): header, the live serial terminal and the
 * bottom toolbar. The socket reconnects by itself after a drop (a board reset closes it); when
 * the slot ends or is released the terminal stays readable but takes no more input.
 */
export function ConsolePage({ initial }: { initial: LabConsoleInfo }) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const id = initial.reservationId;
  const info = useConsoleInfo(id, initial).data ?? initial;
  const now = useNow(1000);
  const [feed] = useState(() => new TerminalFeed());
  const conn = useRef<ConsoleConnection | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<ConsoleStatus>('connecting');
  const [boardState, setBoardState] = useState<ConsoleBoardState>(initial.boardState);
  const [closedBy, setEnd] = useState<ConsoleEnd | null>(null);
  const [panel, setPanel] = useState<ConsolePanel | null>(null);
  const [resetting, setResetting] = useState<LabResetBody['kind'] | null>(null);
  const [live, setLive] = useState<Record<string, StepResult[]>>({});
  const reset = useReset(id);
  const refreshJobs = useRefreshJobs(id);
  const slotOver = now >= Date.parse(info.endsAt);
  // the portal closes the console at the slot's end; the clock says so too, should that frame be lost
  const end: ConsoleEnd | null =
    closedBy ?? (slotOver ? { kind: 'closed', reason: 'slot_ended', message: '' } : null);
  const shownStatus: ConsoleStatus = end ? 'closed' : status;

  const refresh = useRef(refreshJobs);
  useEffect(() => {
    refresh.current = refreshJobs;
  }, [refreshJobs]);

  useEffect(() => {
    const c = new ConsoleConnection(consoleUrl(window.location, id), {
      onData: (bytes, kind) => {
        if (kind === 'history') feed.reset();
        feed.write(bytes);
      },
      onState: setBoardState,
      onTest: (jobId, step) => {
        setLive((prev) => ({
          ...prev,
          [jobId]: [...(prev[jobId] ?? []).filter((s) => s.index !== step.index), step],
        }));
        void refresh.current();
      },
      onStatus: setStatus,
      onEnd: (e) => {
        setEnd(e);
        feed.setReadOnly(true);
      },
    });
    conn.current = c;
    c.start();
    window.__occConsoleText = () => feed.text;
    return () => {
      c.stop();
      conn.current = null;
      delete window.__occConsoleText;
    };
  }, [id, feed]);

  useEffect(() => {
    if (!slotOver) return;
    conn.current?.stop();
    feed.setReadOnly(true);
  }, [slotOver, feed]);

  const onInput = useCallback((text: string) => void conn.current?.send(text), []);
  const onLeave = useCallback(() => {
    toolbar.current?.querySelector<HTMLElement>('[data-toolbar-item]:not([disabled])')?.focus();
  }, []);

  const onReset = async (kind: LabResetBody['kind']) => {
    setResetting(kind);
    try {
      await reset.mutateAsync({ kind });
      void message.success(t(`labConsole.reset.${kind}Done`));
      // a board reset drops the console; do not wait for the backoff to see it come back
      conn.current?.reconnectNow();
    } catch (e) {
      void message.error(failedText(e, 'labResetFailed', contentLocale(i18n.language)));
    } finally {
      setResetting(null);
    }
  };

  /** "refresh terminal" (spec §8): a new connection, with the history replayed. */
  const onRefresh = () => {
    const c = conn.current;
    if (!c || end) return;
    c.stop();
    c.start();
  };

  // the page's live form of LabConsoleInfo.canOperate: an agent serves the board and no
  // environment reset is running (a booting board can still be reset)
  const canOperate = !end && boardState !== 'agent_offline' && boardState !== 'env_resetting';

  return (
    <div className="page console-page">
      <ConsoleHeader info={info} now={now} />
      <div className="console-banners">
        <ConsoleBanners
          reservationId={id}
          status={shownStatus}
          boardState={boardState}
          end={end}
          resetting={resetting}
          onReconnect={() => conn.current?.reconnectNow()}
        />
      </div>
      <div className="console-status-row">
        <span role="status" data-testid="console-status">
          <span className="console-hint">{t('labConsole.status.label')} </span>
          <ToneTag tone={STATUS_TONES[shownStatus]}>{t(`labConsole.status.${shownStatus}`)}</ToneTag>
        </span>
        <Button size="small" onClick={onRefresh} disabled={end !== null}>
          {t('labConsole.status.refresh')}
        </Button>
      </div>
      <TerminalPane feed={feed} onInput={onInput} onLeave={onLeave} />
      <ConsoleToolbar
        ref={toolbar}
        reportHref={consoleLinks.report(id)}
        canOperate={canOperate}
        resetting={resetting}
        onOpen={setPanel}
        onReset={(kind) => void onReset(kind)}
      />
      <LoadImageModal
        reservationId={id}
        target={panel === 'application' || panel === 'hardware' ? panel : null}
        info={info}
        onClose={() => setPanel(null)}
      />
      <UploadModal
        reservationId={id}
        open={panel === 'upload'}
        files={info.files}
        onClose={() => setPanel(null)}
      />
      <CameraDrawer
        reservationId={id}
        boardName={info.boardName}
        open={panel === 'camera'}
        onClose={() => setPanel(null)}
      />
      <TestJobsDrawer
        reservationId={id}
        open={panel === 'tests'}
        live={live}
        onClose={() => setPanel(null)}
      />
    </div>
  );
}
