import { Alert, Button, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLocale, translate } from '@occ/shared';
import { consoleLinks } from './api';

/** How often the picture is refreshed while the panel is open. */
const REFRESH_MS = 3000;

/**
 * The board's camera (spec §1): a still from the agent (QMP screen dump for an emulated board, the
 * configured camera for a real one), refreshed every few seconds while open. Each frame is loaded
 * off-screen first so the picture never blanks between frames.
 */
export function CameraDrawer({
  reservationId,
  boardName,
  open,
  onClose,
}: {
  reservationId: string;
  boardName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!open) return;
    const id = setInterval(() => setTick((n) => n + 1), REFRESH_MS);
    return () => clearInterval(id);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const url = consoleLinks.camera(reservationId, Date.now());
    const img = new Image();
    img.onload = () => {
      if (!live) return;
      setShown(url);
      setFailed(false);
    };
    img.onerror = () => {
      if (live) setFailed(true);
    };
    img.src = url;
    return () => {
      live = false;
      img.onload = null;
      img.onerror = null;
    };
  }, [open, tick, reservationId]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('labConsole.camera.title')}
      size={560}
      mask={false}
      destroyOnHidden
      afterOpenChange={(visible) => {
        if (!visible) {
          setShown(null);
          setFailed(false);
        }
      }}
      extra={<Button onClick={() => setTick((n) => n + 1)}>{t('labConsole.camera.refresh')}</Button>}
    >
      {failed ? (
        <Alert
          type="error"
          showIcon
          data-testid="camera-error"
          title={translate('labCameraError', contentLocale(i18n.language))}
          style={{ marginBlockEnd: 12 }}
        />
      ) : null}
      {shown ? (
        <img
          className="console-camera"
          src={shown}
          alt={t('labConsole.camera.alt', { board: boardName })}
          data-testid="camera-image"
        />
      ) : failed ? null : (
        <div className="console-camera-wait" role="status">
          <Spin />
          <span className="sr-only">{t('labConsole.camera.loading')}</span>
        </div>
      )}
      <p className="console-hint">{t('labConsole.camera.note', { seconds: REFRESH_MS / 1000 })}</p>
    </Drawer>
  );
}
