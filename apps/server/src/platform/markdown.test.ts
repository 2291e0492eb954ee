import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import { markdownToText } from './plain-text';

describe('markdown pipeline', () => {
  it('renders GFM tables, highlighted code and math', async () => {
    const html = await renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n```bash\nls -la\n```\n\n$x^2$');
    expect(html).toContain('<table>');
    expect(html).toContain('<code class="hljs language-bash">');
    expect(html).toContain('class="katex"');
  });

  it('drops raw HTML, scripts, event handlers and javascript: links', async () => {
    const html = await renderMarkdown(
      'hi <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) <iframe src="//evil"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    expect(html).toContain('<a>x</a>');
  });

  it('drops stray raw HTML on its own, never the text after it', async () => {
    expect(await renderMarkdown('before <script>x after')).toBe('<p>before x after</p>');
    expect(await renderMarkdown('before\n\n<script>\nx\n\nafter')).toBe(
      '<p>before</p>\n<p>x</p>\n<p>after</p>',
    );
    expect(await renderMarkdown('<div>\n**block**\n</div>\n\nnext')).toBe(
      '<p><strong>block</strong></p>\n<p>next</p>',
    );
    expect(await renderMarkdown('<!-- hidden -->\n\nshown')).toBe('<p>shown</p>');
    expect(await renderMarkdown('<!-- never closed\n\nafter')).toBe('<p>never closed</p>\n<p>after</p>');
    expect(await renderMarkdown('> quote\n> <style>\n> b{}\n\nafter')).toBe(
      '<blockquote>\n<p>quote</p>\n<p>b{}</p>\n</blockquote>\n<p>after</p>',
    );
  });

  it('makes plain text for descriptions', () => {
    expect(markdownToText('# Title\n\nSome **bold** [link](http://x) `code`\n\n```\nblock\n```', 100)).toBe(
      'Title Some bold link code',
    );
    expect(markdownToText('a'.repeat(200), 10)).toHaveLength(10);
  });
});
