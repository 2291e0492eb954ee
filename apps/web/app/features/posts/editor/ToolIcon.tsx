import type { ToolbarAction } from './markdown-edit';

/** Line drawings of the toolbar's actions (no icon font: they render the same everywhere). */
const PATHS: Partial<Record<ToolbarAction, string>> = {
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  table: 'M4 5h16v14H4zM4 10h16M4 15h16M10 5v14',
  code: 'M9 7l-5 5 5 5M15 7l5 5-5 5',
};

const LETTERS: Partial<Record<ToolbarAction, string>> = { bold: 'B', italic: 'I', math: '∑' };

export function ToolIcon({ action }: { action: ToolbarAction }) {
  const d = PATHS[action];
  if (!d) return <span aria-hidden>{LETTERS[action]}</span>;
  return (
    <svg
      aria-hidden
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ verticalAlign: '-3px' }}
    >
      <path d={d} />
    </svg>
  );
}
