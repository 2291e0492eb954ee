import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/*
 * antd's Tabs bar as links with antd's classes (issue 14): each tab is a link to its address
 * (works before hydration and for crawlers); a click without modifier keys calls `onChange`.
 * ARIA tabs pattern: role=tablist/tab, roving tabindex, arrows, Home and End.
 * (Recreated after an accidental overwrite; panels with content: PanelTabs.tsx.)
 */

export interface LinkTabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export function PlainTabs<K extends string>({
  items,
  activeKey,
  onChange,
  hrefOf,
}: {
  items: LinkTabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  hrefOf: (key: K) => string;
}) {
  const refs = useRef(new Map<K, HTMLAnchorElement>());
  const onClick = (e: MouseEvent, key: K) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (key !== activeKey) onChange(key);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = items.findIndex((t) => t.key === activeKey);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = i + (rtl ? -1 : 1);
    else if (e.key === 'ArrowLeft') next = i + (rtl ? 1 : -1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next === null) return;
    e.preventDefault();
    const key = items[(next + items.length) % items.length]!.key;
    refs.current.get(key)?.focus();
    if (key !== activeKey) onChange(key);
  };
  return (
    <div className="ant-tabs ant-tabs-top occ ant-tabs-css-var">
      <div role="tablist" aria-orientation="horizontal" className="ant-tabs-nav" onKeyDown={onKeyDown}>
        <div className="ant-tabs-nav-wrap">
          <div className="ant-tabs-nav-list">
            {items.map((t) => {
              const on = t.key === activeKey;
              return (
                <div
                  key={t.key}
                  data-node-key={t.key}
                  className={on ? 'ant-tabs-tab ant-tabs-tab-active' : 'ant-tabs-tab'}
                >
                  <a
                    ref={(el) => {
                      if (el) refs.current.set(t.key, el);
                      else refs.current.delete(t.key);
                    }}
                    href={hrefOf(t.key)}
                    role="tab"
                    aria-selected={on}
                    tabIndex={on ? 0 : -1}
                    className="ant-tabs-tab-btn"
                    onClick={(e) => onClick(e, t.key)}
                  >
                    {t.label}
                  </a>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
