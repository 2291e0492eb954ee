import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A block's link: a site path stays in the app, an http(s) address opens as a plain link. */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  if (to.startsWith('/'))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className} rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  );
}
