import {
  useId,
  useLayoutEffect,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/*
 * antd's Tabs as the ARIA tabs pattern with antd's classes (issue 14: antd's Tabs with its overflow
 * menu is ~22 KB): role=tablist/tab/tabpanel, one tab in the Tab order (roving tabindex), arrows,
 * Home and End move and select, the ink bar under the active tab. A panel once shown stays mounted
 * (hidden) as antd keeps it; panels never shown are not rendered.
 */

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  children: ReactNode;
}

// layout effects only in the browser (the server renders the bar without its measured position)
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function PanelTabs<K extends string>({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
}: {
  items: TabItem<K>[];
  activeKey?: K;
  defaultActiveKey?: K;
  onChange?: (key: K) => void;
}) {
  const base = useId();
  const [own, setOwn] = useState<K>(defaultActiveKey ?? items[0]!.key);
  const active = activeKey ?? own;
  const [seen, setSeen] = useState<Set<K>>(() => new Set([active]));
  if (!seen.has(active)) setSeen(new Set(seen).add(active));
  const tabRefs = useRef(new Map<K, HTMLDivElement>());
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);

  useBrowserLayoutEffect(() => {
    const measure = () => {
      const el = tabRefs.current.get(active)?.parentElement;
      if (el) setInk({ left: el.offsetLeft, width: el.offsetWidth });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [active]);

  const select = (key: K, focus = false) => {
    if (activeKey === undefined) setOwn(key);
    if (key !== active) onChange?.(key);
    if (focus) tabRefs.current.get(key)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = items.findIndex((t) => t.key === active);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let next: number | null = null;
    if (e.key in step) next = (i + step[e.key]! + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next === null) return;
    e.preventDefault();
    select(items[next]!.key, true);
  };

  const tabId = (k: K) => `${base}-tab-${k}`;
  const panelId = (k: K) => `${base}-panel-${k}`;
  return (
    <div className="ant-tabs ant-tabs-top occ ant-tabs-css-var">
      <div role="tablist" aria-orientation="horizontal" className="ant-tabs-nav" onKeyDown={onKeyDown}>
        <div className="ant-tabs-nav-wrap">
          <div className="ant-tabs-nav-list">
            {items.map((t) => {
              const on = t.key === active;
              return (
                <div
                  key={t.key}
                  data-node-key={t.key}
                  className={on ? 'ant-tabs-tab ant-tabs-tab-active' : 'ant-tabs-tab'}
                  onClick={() => select(t.key)}
                >
                  <div
                    ref={(el) => {
                      if (el) tabRefs.current.set(t.key, el);
                      else tabRefs.current.delete(t.key);
                    }}
                    role="tab"
                    id={tabId(t.key)}
                    aria-selected={on}
                    aria-controls={on || seen.has(t.key) ? panelId(t.key) : undefined}
                    tabIndex={on ? 0 : -1}
                    className="ant-tabs-tab-btn"
                  >
                    {t.label}
                  </div>
                </div>
              );
            })}
            <div
              className="ant-tabs-ink-bar ant-tabs-ink-bar-animated"
              style={ink ? { left: ink.left, width: ink.width } : undefined}
            />
          </div>
        </div>
      </div>
      <div className="ant-tabs-body-holder">
        <div className="ant-tabs-body ant-tabs-body-top">
          {items.map((t) => {
            const on = t.key === active;
            if (!on && !seen.has(t.key)) return null;
            return (
              <div
                key={t.key}
                role="tabpanel"
                id={panelId(t.key)}
                aria-labelledby={tabId(t.key)}
                tabIndex={on ? 0 : -1}
                hidden={!on}
                aria-hidden={!on}
                className={
                  on ? 'ant-tabs-content ant-tabs-content-active' : 'ant-tabs-content ant-tabs-content-hidden'
                }
              >
                {t.children}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
