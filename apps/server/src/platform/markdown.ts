import rehypeHighlight from 'rehype-highlight';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

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

/**
 * The one markdown pipeline (DESIGN §3): preview and publish both go through it.
 * Raw HTML in the source is dropped, not passed through.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  .use(rehypeKatex)
  .use(rehypeHighlight, { detect: false, ignoreMissing: true } as never)
  .use(rehypeStringify)
  .freeze();

export async function renderMarkdown(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}

/** Plain text of markdown, for descriptions and summaries. */
export function markdownToText(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/!\[[^\]]*]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
