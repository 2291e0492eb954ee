import type { ReactNode } from 'react';

/**
 * antd's Spin around content without its JavaScript (issue 14): the same markup and classes, its
 * dots over the content while `spinning` (aria-busy).
 */
export function Spin({ spinning, children }: { spinning: boolean; children: ReactNode }) {
  return (
    <div
      className={spinning ? 'ant-spin ant-spin-spinning occ' : 'ant-spin occ'}
      aria-live="polite"
      aria-busy={spinning}
    >
      {spinning ? (
        <div className="ant-spin-section">
          <span className="ant-spin-dot-holder">
            <span className="ant-spin-dot ant-spin-dot-spin">
              <i className="ant-spin-dot-item" />
              <i className="ant-spin-dot-item" />
              <i className="ant-spin-dot-item" />
              <i className="ant-spin-dot-item" />
            </span>
          </span>
        </div>
      ) : null}
      <div className="ant-spin-container">{children}</div>
    </div>
  );
}
