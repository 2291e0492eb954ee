// The markdown editor's toolbar as pure text edits: each takes the text and the selection and
// returns the new text and the selection to restore, so the textarea stays a plain control and the
// edits are testable without a browser.

export interface TextState {
  value: string;
  start: number;
  end: number;
}

export const TOOLBAR_ACTIONS = ['bold', 'italic', 'code', 'link', 'image', 'table', 'math'] as const;
export type ToolbarAction = (typeof TOOLBAR_ACTIONS)[number];

/** The words put in when nothing is selected (localised by the caller). */
export interface Placeholders {
  text: string;
  code: string;
  link: string;
  image: string;
  formula: string;
  column: string;
}

/** Wraps the selection in `marker`, or unwraps it when it is already wrapped. */
function toggleWrap(s: TextState, marker: string, placeholder: string): TextState {
  const before = s.value.slice(0, s.start);
  const after = s.value.slice(s.end);
  const selected = s.value.slice(s.start, s.end);
  if (before.endsWith(marker) && after.startsWith(marker) && selected) {
    return {
      value: before.slice(0, -marker.length) + selected + after.slice(marker.length),
      start: s.start - marker.length,
      end: s.end - marker.length,
    };
  }
  const inner = selected || placeholder;
  return {
    value: before + marker + inner + marker + after,
    start: s.start + marker.length,
    end: s.start + marker.length + inner.length,
  };
}

/** Puts `block` on lines of its own (a blank line around it), selecting `select` inside it. */
export function insertBlock(s: TextState, block: string, select?: string): TextState {
  const before = s.value.slice(0, s.start);
  const after = s.value.slice(s.end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : after === '' ? '\n' : '\n\n';
  const value = before + lead + block + trail + after;
  const blockStart = before.length + lead.length;
  const at = select ? block.indexOf(select) : -1;
  if (at < 0) return { value, start: blockStart + block.length, end: blockStart + block.length };
  return { value, start: blockStart + at, end: blockStart + at + select!.length };
}

/** Replaces the selection with `text`, leaving the cursor after it. */
export function insertText(s: TextState, text: string): TextState {
  const value = s.value.slice(0, s.start) + text + s.value.slice(s.end);
  return { value, start: s.start + text.length, end: s.start + text.length };
}

/** `![alt](url)` for an image address; brackets in the alt text are dropped so it stays one image. */
export const imageMarkdown = (alt: string, url: string) => `![${alt.replace(/[[\]\n]/g, '')}](${url})`;

export function applyAction(action: ToolbarAction, s: TextState, p: Placeholders): TextState {
  const selected = s.value.slice(s.start, s.end);
  const multiline = selected.includes('\n');
  switch (action) {
    case 'bold':
      return toggleWrap(s, '**', p.text);
    case 'italic':
      return toggleWrap(s, '*', p.text);
    case 'code':
      if (multiline) return insertBlock(s, '```\n' + selected.replace(/\n$/, '') + '\n```');
      return toggleWrap(s, '`', p.code);
    case 'math':
      if (multiline) return insertBlock(s, '$$\n' + selected.replace(/\n$/, '') + '\n$$');
      return toggleWrap(s, '$', p.formula);
    case 'link': {
      const text = selected || p.link;
      const url = 'https://';
      const inserted = `[${text}](${url})`;
      const value = s.value.slice(0, s.start) + inserted + s.value.slice(s.end);
      // select the address to type over; with no selection, the link text
      const start = selected ? s.start + text.length + 3 : s.start + 1;
      return { value, start, end: selected ? start + url.length : start + text.length };
    }
    case 'image': {
      const alt = selected || p.image;
      const inserted = imageMarkdown(alt, 'https://');
      const value = s.value.slice(0, s.start) + inserted + s.value.slice(s.end);
      const start = s.start + inserted.indexOf('(') + 1;
      return { value, start, end: start + 'https://'.length };
    }
    case 'table': {
      const head = `| ${p.column} 1 | ${p.column} 2 |`;
      return insertBlock(s, `${head}\n| --- | --- |\n|  |  |`, `${p.column} 1`);
    }
  }
}

/** Ctrl/⌘ shortcuts of the toolbar. */
export const SHORTCUTS: Record<string, ToolbarAction> = { b: 'bold', i: 'italic', k: 'link', e: 'code' };
