import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a page sits: links to the pages above it, then the current page (not a link). */
export function Breadcrumb({
  label,
  trail,
  current,
}: {
  /** the navigation landmark's name */
  label: string;
  trail: { to: string; label: ReactNode }[];
  current: ReactNode;
}) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        {trail.map((step, i) => (
          // two steps may lead to one address (a kind whose first category is its list)
          <li key={`${i}:${step.to}`}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
