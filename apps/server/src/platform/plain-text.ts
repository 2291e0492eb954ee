import type { Nodes } from 'mdast';
import { shortenText } from '@occ/shared';
import { parseMarkdown } from './markdown';

// Plain text for the one shortener (shortenText, packages/shared/src/text.ts): every excerpt, summary, notification line, OpenGraph description and RSS
// description is made here. Markdown syntax is removed by parsing (the same parser the renderer
// uses), never by deleting characters, so `RISC-V`, `U-Boot`, `=>` and `snake_case` survive.

/** Nodes that carry no reading text for a summary: code blocks, display math, images, notes. */
const SKIP = new Set([
  'code',
  'math',
  'image',
  'imageReference',
  'definition',
  'footnoteDefinition',
  'footnoteReference',
  'thematicBreak',
  'html',
  'yaml',
]);
/** Nodes after which words must not run together. */
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'break',
]);

function collect(node: Nodes, out: string[]): void {
  if (SKIP.has(node.type)) return;
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath') out.push(node.value);
  else if ('children' in node) for (const child of node.children) collect(child, out);
  if (BLOCKS.has(node.type)) out.push(' ');
}

/** The reading text of markdown on one line: what a reader sees, without its markup. */
export function plainTextOf(markdown: string): string {
  const out: string[] = [];
  collect(parseMarkdown(markdown), out);
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** Plain text of markdown shortened to `max` characters: excerpts, summaries, descriptions. */
export const markdownToText = (markdown: string, max = 160): string =>
  shortenText(plainTextOf(markdown), max);
