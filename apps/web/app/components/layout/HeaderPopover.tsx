import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A panel under a header button (the bell, the avatar menu): opens and closes by the button,
 * closes on a press outside or Escape. Plain markup, so the header loads no antd (issue 14).
 */
export function HeaderPopover({
  open,
  onOpenChange,
  trigger,
  title,
  role,
  label,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button; it toggles `open` itself */
  trigger: ReactNode;
  title?: string;
  /** the panel's role ('dialog' for the bell); a menu brings its own role inside */
  role?: 'dialog';
  label?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) onOpenChange(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onOpenChange]);
  return (
    <div className="header-popover" ref={box}>
      {trigger}
      {open ? (
        <div className="header-popover-panel" role={role} aria-label={label ?? title}>
          {title ? <div className="header-popover-title">{title}</div> : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
