import type { ReactNode } from 'react';

type Status = '404' | '403' | 'error' | 'info' | 'success';

const GLYPH: Record<Status, string> = { '404': '?', '403': '!', error: '×', info: 'i', success: '✓' };

/**
 * A full-page status message (not found, no access, page error, login needed, done). Plain markup
 * rather than antd's Result, whose illustrations would ride along on every page's first load.
 */
export function StatusPage({
  status,
  title,
  subTitle,
  extra,
}: {
  status: Status;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={`status-page status-${status}`}>
      <div className="status-glyph" aria-hidden="true">
        {GLYPH[status]}
      </div>
      <div className="status-title">{title}</div>
      {subTitle ? <div className="status-subtitle">{subTitle}</div> : null}
      {extra ? <div className="status-extra">{extra}</div> : null}
    </div>
  );
}
