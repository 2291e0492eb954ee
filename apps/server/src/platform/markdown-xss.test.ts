import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

// The sanitiser against an XSS corpus (issue 5): every payload goes through the one markdown
// pipeline, and its output is parsed the way a browser parses it (parse5 is the WHATWG HTML
// parser) and searched for anything that could run: script-capable elements, event handlers,
// javascript:/data:/vbscript: addresses, user styles, clobbering ids. KaTeX and highlight.js add
// their markup after sanitising; only that trusted markup may carry svg, MathML and style.

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const FORBIDDEN = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'button',
  'textarea',
  'select',
  'template',
  'noscript',
  'foreignobject',
  'animate',
  'set',
  'use',
  'video',
  'audio',
  'source',
  'marquee',
  'isindex',
  'xmp',
  'plaintext',
]);
/** elements that only KaTeX may produce */
const KATEX_ONLY = new Set(['svg', 'path', 'line', 'math']);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'background',
  'poster',
  'cite',
  'data',
  'codebase',
  'dynsrc',
  'lowsrc',
  'ping',
  'xlink:href',
]);

/** constant ids the pipeline itself writes (remark-rehype's footnote heading), never user text */
const PIPELINE_IDS = new Set(['footnote-label']);

/** What a browser would treat the address as: control characters and spaces removed, lower case. */
const scheme = (url: string) =>
  // eslint-disable-next-line no-control-regex
  url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
const dangerousUrl = (url: string) => /^(javascript|data|vbscript|livescript|mocha):/.test(scheme(url));

const isElement = (n: Node): n is Element => 'tagName' in n;
const classesOf = (el: Element) =>
  (el.attrs.find((a) => a.name === 'class')?.value ?? '').split(/\s+/).filter(Boolean);

/** Every way the HTML could run code or restyle the page, as readable strings (empty = safe). */
function violations(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node, inKatex: boolean) => {
    let katex = inKatex;
    if (isElement(node)) {
      const name = node.tagName.toLowerCase();
      katex ||= classesOf(node).some((c) => c === 'katex' || c === 'katex-display');
      if (FORBIDDEN.has(name)) found.push(`<${name}>`);
      // GFM task lists: a disabled checkbox is the only input allowed
      const attr = (n: string) => node.attrs.find((a) => a.name === n)?.value;
      if (name === 'input' && (attr('type') !== 'checkbox' || attr('disabled') === undefined))
        found.push(`<input type=${attr('type') ?? ''}>`);
      if (KATEX_ONLY.has(name) && !katex) found.push(`<${name}> outside KaTeX`);
      for (const attr of node.attrs) {
        const attrName = (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
        if (attrName.startsWith('on')) found.push(`${name}[${attrName}]`);
        if (attrName === 'srcdoc' || attrName === 'formaction') found.push(`${name}[${attrName}]`);
        if (
          attrName === 'style' &&
          (!katex || /url\s*\(|expression|javascript|@import|behavior/i.test(attr.value))
        )
          found.push(`${name}[style=${attr.value}]`);
        if (URL_ATTRIBUTES.has(attrName) && dangerousUrl(attr.value))
          found.push(`${name}[${attrName}=${attr.value}]`);
        // DOM clobbering: user ids and names carry the sanitiser's prefix
        if (
          (attrName === 'id' || attrName === 'name') &&
          !katex &&
          !attr.value.startsWith('user-content-') &&
          !PIPELINE_IDS.has(attr.value)
        )
          found.push(`${name}[${attrName}=${attr.value}]`);
      }
      if (name === 'template') walk((node as DefaultTreeAdapterMap['template']).content, katex);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child, katex);
  };
  walk(parseFragment(html), false);
  return found;
}

const B64_SCRIPT = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';

/** [name, markdown] — each must come out with nothing executable. */
const PAYLOADS: [string, string][] = [
  // script tags
  ['script tag', '<script>alert(1)</script>'],
  ['script tag, upper case with src', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['script split by a nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['script after a stray angle bracket', '<<script>alert(1)//<</script>'],
  ['script in a template', '<template><script>alert(1)</script></template>'],
  ['escaped script stays text', '\\<script\\>alert(1)\\</script\\>'],
  ['script inside a fenced html block', '```html\n<script>alert(1)</script>\n```'],
  ['script inside inline code', '`<script>alert(1)</script>`'],
  // event handlers
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror with entities', '<img src="x" onerror="&#97;lert(1)">'],
  ['img onerror with backtick src', '<img src=`x`onerror=alert(1)>'],
  ['img onload on an image of ours', '<img src="/uploads/community/abc.webp" onload="alert(1)">'],
  ['a onclick', '<a href="#" onclick="alert(1)">x</a>'],
  ['body onload', '<body onload=alert(1)>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>x</details>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['unknown element onclick', '<x onclick=alert(1)>click</x>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio onerror', '<audio src=x onerror=alert(1)>'],
  ['isindex onerror', '<isindex type=image src=1 onerror=alert(1)>'],
  ['markdown link title breaking out', '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")'],
  ['markdown image url breaking out', '![x](https://ok.example/a.png" onerror="alert(1))'],
  // javascript:, data:, vbscript: in links
  ['markdown link javascript:', '[click](javascript:alert(1))'],
  ['markdown link mixed case', '[click](JaVaScRiPt:alert(1))'],
  ['markdown link in angle brackets', '[click](<javascript:alert(1)>)'],
  ['markdown link with a comment trick', '[click](javascript://%0aalert(1))'],
  ['markdown link &colon;', '[click](javascript&colon;alert(1))'],
  ['markdown link decimal entity', '[click](&#106;avascript:alert(1))'],
  [
    'markdown link hex entities',
    '[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  ],
  ['markdown link vbscript:', '[click](vbscript:msgbox(1))'],
  ['markdown link data:text/html', `[click](data:text/html;base64,${B64_SCRIPT})`],
  ['reference link javascript:', '[ref][1]\n\n[1]: javascript:alert(1)'],
  ['autolink javascript:', '<javascript:alert(1)>'],
  ['html a javascript:', '<a href="javascript:alert(1)">x</a>'],
  ['html a tab inside javascript:', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['html a leading space and control', '<a href=" &#1;javascript:alert(1)">x</a>'],
  ['nested markdown links', '[outer [inner](javascript:alert(1))](https://ok.example)'],
  ['image inside a javascript: link', '[![img](https://ok.example/a.png)](javascript:alert(1))'],
  // javascript:, data:, vbscript: in images
  ['markdown image javascript:', '![img](javascript:alert(1))'],
  ['markdown image data:svg', '![img](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['markdown image vbscript:', '![img](vbscript:alert(1))'],
  ['reference image data:', '![ref][1]\n\n[1]: data:text/html,<script>alert(1)</script>'],
  ['html img javascript:', '<img src="javascript:alert(1)">'],
  ['html img srcset', '<img srcset="javascript:alert(1) 1x">'],
  ['table background', '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>'],
  // SVG
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg/onload without space', '<svg/onload=alert(1)>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['svg xlink:href javascript:', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  [
    'svg animate to javascript:',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>',
  ],
  [
    'svg foreignObject',
    '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  ],
  // iframes, object, embed and friends
  ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data javascript:', '<object data="javascript:alert(1)"></object>'],
  ['object scriptlet', '<object type="text/x-scriptlet" data="https://evil.example/x"></object>'],
  ['embed data:', `<embed src="data:text/html;base64,${B64_SCRIPT}">`],
  ['applet', '<applet code="Evil.class"></applet>'],
  ['form action javascript:', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">go</button>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link stylesheet', '<link rel=stylesheet href="javascript:alert(1)">'],
  // style tags and attributes
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['style @import', '<style>@import "https://evil.example/x.css";</style>'],
  ['style attribute url()', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style attribute expression()', '<div style="width: expression(alert(1))">x</div>'],
  ['style attribute overlay', '<div style="position:fixed;inset:0;z-index:9999">phish</div>'],
  // malformed and unclosed markup, comment tricks
  ['unclosed img', '<img src=x onerror=alert(1)//'],
  ['unclosed attribute quote', '<a href="javascript:alert(1)'],
  ['comment hiding an img', '<!--<img src=x onerror=alert(1)>-->'],
  ['bogus comment end', '<!-- --!><img src=x onerror=alert(1)> -->'],
  ['comment closing early', '<!--> <img src=x onerror=alert(1)> -->'],
  ['noscript title breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['mathml mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['svg style mutation', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['xmp breakout', '<xmp><img src=x onerror=alert(1)></xmp>'],
  [
    'DOM clobbering ids',
    '<img id="getElementById" name="cookie" src="https://ok.example/a.png"><a id="__proto__">x</a>',
  ],
  // math (KaTeX) injection attempts
  ['katex \\href javascript:', '$\\href{javascript:alert(1)}{click}$'],
  ['katex \\url javascript:', '$$\n\\url{javascript:alert(1)}\n$$'],
  ['katex \\includegraphics', '$\\includegraphics{javascript:alert(1)}$'],
  ['katex \\htmlStyle', '$\\htmlStyle{background:url(javascript:alert(1))}{x}$'],
  ['katex \\htmlData onclick', '$\\htmlData{onclick=alert(1)}{x}$'],
  ['katex \\htmlId', '$\\htmlId{__proto__}{x}$'],
  ['katex \\style', '$\\style{color:red}{x}$'],
  ['katex html in \\text', '$\\text{<img src=x onerror=alert(1)>}$'],
  ['math code block \\href', '```math\n\\href{javascript:alert(1)}{x}\n```'],
];

describe('markdown sanitiser: XSS corpus', () => {
  it(`has at least 50 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(PAYLOADS.map(([name]) => name)).size).toBe(PAYLOADS.length);
  });

  for (const [name, markdown] of PAYLOADS)
    it(`neutralises: ${name}`, async () => {
      const html = await renderMarkdown(markdown);
      expect(violations(html), html).toEqual([]);
    });

  it('the checker itself catches what it looks for', () => {
    expect(violations('<p onclick="x">a</p>')).toEqual(['p[onclick]']);
    expect(violations('<a href=" java\tscript:x">a</a>')).toHaveLength(1);
    expect(violations('<img src="data:image/png;base64,AA==">')).toHaveLength(1);
    expect(violations('<svg></svg><style></style><iframe></iframe>')).toEqual([
      '<svg> outside KaTeX',
      '<style>',
      '<iframe>',
    ]);
    expect(violations('<span class="katex"><svg><path d="M0"></path></svg></span>')).toEqual([]);
    expect(violations('<p id="x">a</p>')).toEqual(['p[id=x]']);
    expect(violations('<span class="katex"><span style="height:1em">x</span></span>')).toEqual([]);
  });
});

describe('markdown sanitiser: ordinary markdown renders intact', () => {
  it('headings, emphasis, lists, task lists, quotes, links and images', async () => {
    const html = await renderMarkdown(
      [
        '# Title',
        '## Section',
        'Some **bold**, *italic*, ~~struck~~ and `code`.',
        '- one\n- two\n  1. nested',
        'Tasks:',
        '* [x] done\n* [ ] to do',
        '> quoted',
        '[RISC-V](https://riscv.org "RISC-V International") and ![board](/uploads/community/abc.webp)',
        'https://example.org/auto',
      ].join('\n\n'),
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<del>struck</del>');
    expect(html).toContain('<code>code</code>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toContain('<ol>');
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="https://riscv.org" title="RISC-V International">RISC-V</a>');
    expect(html).toContain('<img src="/uploads/community/abc.webp" alt="board">');
    expect(html).toContain('<a href="https://example.org/auto">https://example.org/auto</a>');
    expect(violations(html)).toEqual([]);
  });

  it('tables', async () => {
    const html = await renderMarkdown('| Board | Cores |\n|:--|--:|\n| VisionFive 2 | 4 |');
    expect(html).toContain('<table>');
    expect(html).toContain('<th align="left">Board</th>');
    expect(html).toContain('<td align="right">4</td>');
  });

  it('code blocks with highlighting', async () => {
    const html = await renderMarkdown('```c\nint main(void) { return 0; }\n```');
    expect(html).toContain('<code class="hljs language-c">');
    expect(html).toContain('<span class="hljs-type">int</span>');
    expect(html).toContain('<span class="hljs-keyword">return</span>');
  });

  it('inline and display math', async () => {
    const html = await renderMarkdown('Energy $E = mc^2$ and\n\n$$\n\\sqrt{x^2 + y^2}\n$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('class="katex-display"');
    expect(html).toContain('<math');
    expect(html).toContain('<mi>E</mi>');
    expect(violations(html)).toEqual([]);
  });

  it('footnotes keep working links with the clobber prefix', async () => {
    const html = await renderMarkdown('Text[^1]\n\n[^1]: The note.');
    // the reference and the note point at each other
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('id="user-content-fn-1"');
    expect(html).toContain('href="#user-content-fnref-1"');
    expect(html).toContain('id="user-content-fnref-1"');
    expect(violations(html)).toEqual([]);
  });
});
