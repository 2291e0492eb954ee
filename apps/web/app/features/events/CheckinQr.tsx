import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** My check-in code as a QR code (drawn as SVG squares) with the code written under it. */
export default function CheckinQr({ code, checkedInAt }: { code: string; checkedInAt: string | null }) {
  const { t } = useTranslation();
  const cells = useMemo(() => {
    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
    const out: string[] = [];
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) out.push(`M${x + 2} ${y + 2}h1v1h-1z`);
    return { size: modules.size + 4, path: out.join('') };
  }, [code]);
  return (
    <figure className="ev-qr" data-testid="checkin-qr">
      <svg
        viewBox={`0 0 ${cells.size} ${cells.size}`}
        width={160}
        height={160}
        role="img"
        aria-label={t('events.checkin.qrLabel', { code })}
        shapeRendering="crispEdges"
      >
        <rect width={cells.size} height={cells.size} fill="#fff" />
        <path d={cells.path} fill="#000" />
      </svg>
      <figcaption>
        {t('events.checkin.code')} <code>{code}</code>
        {checkedInAt ? <span className="ev-qr-done"> · {t('events.checkin.done')}</span> : null}
      </figcaption>
    </figure>
  );
}
