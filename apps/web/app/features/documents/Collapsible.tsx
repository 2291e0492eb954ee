import { useEffect, useRef, type ReactNode } from 'react';

const WIDE = '(min-width: 721px)';

/**
 * A side panel that folds on phones: a native <details> (works without JavaScript), closed in the
 * server's page and opened once hydrated when the window is wide, so a phone shows the content first.
 */
export function Collapsible({
  summary,
  className,
  children,
}: {
  summary: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia(WIDE).matches) ref.current.open = true;
  }, []);
  return (
    <details ref={ref} className={`doc-collapsible ${className ?? ''}`}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
