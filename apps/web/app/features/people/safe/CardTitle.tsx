import type { ReactNode } from 'react';

/** A card's title as a real heading, so the page outline reads h1 → h2 per section. */
export function CardTitle({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{children}</h2>;
}
