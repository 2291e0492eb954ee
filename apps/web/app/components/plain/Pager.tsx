import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/*
 * antd's Pagination as links (issue 14: no antd Pagination, Select and popup engine on a list's
 * first load): the same pages, jumps and classes, each page a real link (`href(page)`), so it
 * works before hydration and with the keyboard like any link.
 */

const ICONS = {
  left: 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z',
  right:
    'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z',
  'double-left':
    'M272.9 512l265.4-339.1c4.1-5.2.4-12.9-6.3-12.9h-77.3c-4.9 0-9.6 2.3-12.6 6.1L186.8 492.3a31.99 31.99 0 000 39.5l255.3 326.1c3 3.9 7.7 6.1 12.6 6.1H532c6.7 0 10.4-7.7 6.3-12.9L272.9 512zm304 0l265.4-339.1c4.1-5.2.4-12.9-6.3-12.9h-77.3c-4.9 0-9.6 2.3-12.6 6.1L490.8 492.3a31.99 31.99 0 000 39.5l255.3 326.1c3 3.9 7.7 6.1 12.6 6.1H836c6.7 0 10.4-7.7 6.3-12.9L576.9 512z',
  'double-right':
    'M533.2 492.3L277.9 166.1c-3-3.9-7.7-6.1-12.6-6.1H188c-6.7 0-10.4 7.7-6.3 12.9L447.1 512 181.7 851.1A7.98 7.98 0 00188 864h77.3c4.9 0 9.6-2.3 12.6-6.1l255.3-326.1c9.1-11.7 9.1-27.9 0-39.5zm304 0L581.9 166.1c-3-3.9-7.7-6.1-12.6-6.1H492c-6.7 0-10.4 7.7-6.3 12.9L751.1 512 485.7 851.1A7.98 7.98 0 00492 864h77.3c4.9 0 9.6-2.3 12.6-6.1l255.3-326.1c9.1-11.7 9.1-27.9 0-39.5z',
  ellipsis:
    'M176 511a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0zm280 0a56 56 0 10112 0 56 56 0 10-112 0z',
} as const;

function Icon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  return (
    <span role="img" aria-hidden className={`anticon anticon-${name}${className ? ` ${className}` : ''}`}>
      <svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden>
        <path d={ICONS[name]} />
      </svg>
    </span>
  );
}

/** The page numbers antd shows (rc-pagination, five around the current one), 0 for a jump. */
export function pagerItems(current: number, pages: number): number[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - 2);
  let right = Math.min(current + 2, pages);
  if (current - 1 <= 2) right = 5;
  if (pages - current <= 2) left = pages - 4;
  const jumpPrev = current - 1 >= 4 && current !== 3;
  const jumpNext = pages - current >= 4 && current !== pages - 2;
  if (jumpPrev && right !== pages) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const items: number[] = [];
  for (let i = left; i <= right; i += 1) items.push(i);
  if (jumpPrev) items.unshift(-1);
  if (jumpNext) items.push(0);
  if (left !== 1) items.unshift(1);
  if (right !== pages) items.push(pages);
  return items;
}

/** A page's target: a link to its address, or a button of a list paged in place. */
function To({
  page,
  href,
  onChange,
  className,
  label,
  current,
  children,
}: {
  page: number;
  href?: (page: number) => string;
  onChange?: (page: number) => void;
  className?: string;
  label?: string;
  current?: boolean;
  children: ReactNode;
}) {
  if (href)
    return (
      <Link
        className={className}
        to={href(page)}
        rel={className ? undefined : 'nofollow'}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      className={className ?? 'ant-pagination-item-button'}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={() => onChange?.(page)}
    >
      {children}
    </button>
  );
}

export function Pager({
  current,
  pageSize,
  total,
  href,
  onChange,
  className,
  prevLabel,
  nextLabel,
}: {
  current: number;
  pageSize: number;
  total: number;
  /** the link of a page */
  href?: (page: number) => string;
  /** a list paged in place (no address per page): pages are buttons that call this */
  onChange?: (page: number) => void;
  className?: string;
  /** names of the previous and next links, where the list has its own ("Newer", "Older") */
  prevLabel?: string;
  nextLabel?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const items = pagerItems(current, pages);
  const step = (to: number, cls: string, title: string | undefined, icon: ReactNode, disabled: boolean) => (
    <li
      key={cls}
      title={title}
      className={`${cls}${disabled ? ' ant-pagination-disabled' : ''}`}
      aria-disabled={disabled}
    >
      {disabled ? (
        <button type="button" className="ant-pagination-item-link" disabled aria-label={title}>
          {icon}
        </button>
      ) : (
        <To page={to} href={href} onChange={onChange} className="ant-pagination-item-link" label={title}>
          {icon}
        </To>
      )}
    </li>
  );
  const jump = (to: number, kind: 'prev' | 'next') => {
    const title = kind === 'prev' ? t('pager.prev5') : t('pager.next5');
    return (
      <li
        key={`jump-${kind}`}
        title={title}
        className={`ant-pagination-jump-${kind} ant-pagination-jump-${kind}-custom-icon`}
      >
        <To page={to} href={href} onChange={onChange} className="ant-pagination-item-link" label={title}>
          <div className="ant-pagination-item-container">
            <Icon
              name={kind === 'prev' ? 'double-left' : 'double-right'}
              className="ant-pagination-item-link-icon"
            />
            <span className="ant-pagination-item-ellipsis">
              <Icon name="ellipsis" />
            </span>
          </div>
        </To>
      </li>
    );
  };
  return (
    <ul className={`ant-pagination occ${className ? ` ${className}` : ''}`}>
      {step(
        current - 1,
        'ant-pagination-prev',
        prevLabel ?? t('pager.prevPage'),
        <Icon name="left" />,
        current <= 1,
      )}
      {items.map((p, i) => {
        if (p === -1) return jump(Math.max(1, current - 5), 'prev');
        if (p === 0) return jump(Math.min(pages, current + 5), 'next');
        const before = items[i + 1] === 0 ? ' ant-pagination-item-before-jump-next' : '';
        const after = items[i - 1] === -1 ? ' ant-pagination-item-after-jump-prev' : '';
        const active = p === current ? ' ant-pagination-item-active' : '';
        return (
          <li
            key={p}
            title={String(p)}
            className={`ant-pagination-item ant-pagination-item-${p}${active}${before}${after}`}
          >
            <To page={p} href={href} onChange={onChange} current={p === current}>
              {p}
            </To>
          </li>
        );
      })}
      {step(
        current + 1,
        'ant-pagination-next',
        nextLabel ?? t('pager.nextPage'),
        <Icon name="right" />,
        current >= pages,
      )}
    </ul>
  );
}
