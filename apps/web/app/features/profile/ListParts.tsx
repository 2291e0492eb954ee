import type { MouseEvent, ReactNode } from 'react';
import { Pager } from '~/components/plain/Pager';
import { PlainButton } from '~/components/plain/plain';

/*
 * The pieces of a profile's content lists with antd's look and no antd JavaScript (issue 14):
 * antd's List, Space, Result and Typography classes on plain elements; the pager as links.
 */

/** antd's split List: `items` are ListItem elements. */
export function PlainList({
  label,
  children,
  pager,
}: {
  label: string;
  children: ReactNode;
  pager?: ReactNode;
}) {
  return (
    <div className="ant-list ant-list-split occ" aria-label={label}>
      <ul className="ant-list-items ant-list-container">{children}</ul>
      {pager ? <div className="ant-list-pagination">{pager}</div> : null}
    </div>
  );
}

/** antd's List.Item with its Meta (title, description) and actions. */
export function ListItem({
  title,
  description,
  actions,
  testId,
}: {
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <li className="ant-list-item" data-testid={testId}>
      <div className="ant-list-item-meta">
        <div className="ant-list-item-meta-content">
          <h4 className="ant-list-item-meta-title">{title}</h4>
          <div className="ant-list-item-meta-description">{description}</div>
        </div>
      </div>
      {actions ? (
        <ul className="ant-list-item-action">
          <li>{actions}</li>
        </ul>
      ) : null}
    </li>
  );
}

/** antd's wrapping Space: gaps between inline items. */
export function Space({ gap, children }: { gap: [number, number]; children: ReactNode[] }) {
  return (
    <div
      className="ant-space ant-space-horizontal ant-space-align-center occ"
      style={{ flexWrap: 'wrap', columnGap: gap[0], rowGap: gap[1] }}
    >
      {children.filter(Boolean).map((c, i) => (
        <div key={i} className="ant-space-item">
          {c}
        </div>
      ))}
    </div>
  );
}

/** antd's Paragraph clamped to two lines (ellipsis rows 2). */
export function Excerpt({ children }: { children: ReactNode }) {
  return (
    <div
      className="ant-typography ant-typography-ellipsis ant-typography-ellipsis-multiple-line occ"
      style={{ WebkitLineClamp: 2, marginBlockEnd: 4 }}
    >
      {children}
    </div>
  );
}

const CLOSE_CIRCLE =
  'M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z';

/** antd's error Result with a retry button. */
export function ErrorResult({
  title,
  retry,
  onRetry,
}: {
  title: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className="ant-result ant-result-error occ" role="alert">
      <div className="ant-result-icon">
        <span role="img" aria-hidden className="anticon anticon-close-circle">
          <svg
            fillRule="evenodd"
            viewBox="64 64 896 896"
            focusable="false"
            width="1em"
            height="1em"
            fill="currentColor"
          >
            <path d={CLOSE_CIRCLE} />
          </svg>
        </span>
      </div>
      <div className="ant-result-title">{title}</div>
      <div className="ant-result-extra">
        <PlainButton onClick={onRetry}>{retry}</PlainButton>
      </div>
    </div>
  );
}

/**
 * The list's pager as links to ?page= (they work before hydration and in a new tab); a plain
 * click changes the page in place (`onPage`, the scroll position kept), as antd's pager did.
 */
export function ListPager({
  data,
  page,
  onPage,
  hrefOf,
}: {
  data: { total: number; pageSize: number };
  page: number;
  onPage: (page: number) => void;
  hrefOf: (page: number) => string;
}) {
  if (data.total <= data.pageSize) return null;
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element).closest('a[href]');
    if (!a) return;
    const next = Number(
      new URL(a.getAttribute('href')!, window.location.href).searchParams.get('page') ?? '1',
    );
    e.preventDefault();
    if (Number.isInteger(next) && next > 0 && next !== page) onPage(next);
  };
  return (
    // the links inside take the keyboard (Enter clicks a link too); this only routes their clicks
    <div onClickCapture={onClickCapture}>
      <Pager current={page} pageSize={data.pageSize} total={data.total} href={hrefOf} />
    </div>
  );
}
