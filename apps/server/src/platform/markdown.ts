import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Parent, Root, RootContent } from 'mdast';

// Allow-list: GitHub's sanitiser schema plus the classes math and code blocks need. Sanitising
// runs on the user's tree *before* KaTeX and highlight.js add their own (trusted) markup.
const schema: SanitizeSchema = {
  ...defaultSchema,
  // remark-rehype already prefixes the only ids markdown can produce (footnotes) and the links to
  // them with 'user-content-'; prefixing again here broke footnote links. Raw HTML is dropped, so
  // no user-written id or name reaches this point unprefixed.
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};

/** Parents whose children are blocks: an `html` node there is an HTML block, elsewhere a tag in text. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const COMMENTS = /<!--[\s\S]*?-->/g;
const TAGS = /<!--|<\/?[A-Za-z][^<>]*>?|<![A-Za-z][^<>]*>?|<\?[^<>]*>?/g;

/** The text of raw HTML without its tags and comments (repeated: `<<b>b>` leaves no tag behind). */
function withoutTags(html: string): string {
  let text = html;
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(COMMENTS, '').replace(TAGS, '');
  }
  return text;
}

/**
 * Raw HTML is never passed through, but nothing written around it is lost: a tag inside text is
 * dropped on its own, and an HTML block (which in CommonMark runs to its end condition — an
 * unclosed `<script>` or `<!--` to the end of the document, other tags to the next blank line)
 * loses only its tags; the text inside is read again as markdown.
 */
function rewriteRawHtml(node: Parent, depth = 0): void {
  const block = BLOCK_PARENTS.has(node.type);
  node.children = (node.children as RootContent[]).flatMap((child): RootContent[] => {
    if (child.type !== 'html') {
      if ('children' in child) rewriteRawHtml(child, depth);
      return [child];
    }
    if (!block) return [];
    const text = withoutTags(child.value);
    if (!text.trim()) return [];
    if (depth >= 3) return [{ type: 'paragraph', children: [{ type: 'text', value: text }] }];
    const inner = parser.parse(text);
    rewriteRawHtml(inner, depth + 1);
    return inner.children;
  });
}

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath).freeze();

/** Markdown → syntax tree, raw HTML already handled as above (the renderer and plain text share it). */
export function parseMarkdown(markdown: string): Root {
  const tree = parser.parse(markdown);
  rewriteRawHtml(tree);
  return tree;
}

const remarkRawHtml = () => (tree: Root) => rewriteRawHtml(tree);

/**
 * The one markdown pipeline (DESIGN §3): preview and publish both go through it.
 * Raw HTML in the source is dropped (its tags only, see rewriteRawHtml), never passed through.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRawHtml)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeKatex)
  .use(rehypeHighlight, { detect: false, ignoreMissing: true } as never)
  .use(rehypeStringify)
  .freeze();

export async function renderMarkdown(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** `Quick start 快速开始!` → `quick-start-快速开始` (letters and digits of any script kept). */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
}

/**
 * Runs after sanitising: gives every h2/h3 a trusted id (`sec-<slug>`, numbered when repeated) and
 * collects them as the table of contents, so long documents get anchors and a TOC.
 */
const rehypeHeadingIds = () => (tree: HastRoot, file: { data: Record<string, unknown> }) => {
  const toc: TocEntry[] = [];
  const seen = new Map<string, number>();
  for (const node of tree.children) {
    if (node.type !== 'element' || !/^h[23]$/.test(node.tagName)) continue;
    const el = node as Element;
    const text = el.children.map(textOf).join('').trim();
    const base = `sec-${slugOf(text) || 'section'}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    const id = n ? `${base}-${n}` : base;
    el.properties = { ...el.properties, id };
    toc.push({ id, text, level: Number(el.tagName.slice(1)) });
  }
  file.data.toc = toc;
};

const tocProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRawHtml)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeHeadingIds)
  .use(rehypeKatex)
  .use(rehypeHighlight, { detect: false, ignoreMissing: true } as never)
  .use(rehypeStringify)
  .freeze();

/** The same pipeline for long documents: headings get anchors and are returned as a TOC. */
export async function renderMarkdownWithToc(markdown: string): Promise<{ html: string; toc: TocEntry[] }> {
  const file = await tocProcessor.process(markdown);
  return { html: String(file), toc: (file.data.toc as TocEntry[] | undefined) ?? [] };
}
