import { describe, expect, it } from 'vitest';
import {
  applyAction,
  imageMarkdown,
  insertBlock,
  insertText,
  type Placeholders,
  type TextState,
} from './markdown-edit';

const p: Placeholders = {
  text: 'text',
  code: 'code',
  link: 'link',
  image: 'image',
  formula: 'x^2',
  column: 'Column',
};

/** "a[b]c" notation: the brackets mark the selection */
function state(marked: string): TextState {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}
const show = (s: TextState) =>
  s.value.slice(0, s.start) + '[' + s.value.slice(s.start, s.end) + ']' + s.value.slice(s.end);

describe('markdown toolbar edits', () => {
  it('wraps the selection in bold and unwraps it again', () => {
    const bold = applyAction('bold', state('say [hello] now'), p);
    expect(show(bold)).toBe('say **[hello]** now');
    expect(show(applyAction('bold', bold, p))).toBe('say [hello] now');
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(show(applyAction('italic', state('a []b'), p))).toBe('a *[text]*b');
    expect(show(applyAction('code', state('[]'), p))).toBe('`[code]`');
    expect(show(applyAction('math', state('[]'), p))).toBe('$[x^2]$');
  });

  it('turns a multi-line selection into a fenced code block or display math on its own lines', () => {
    expect(applyAction('code', state('intro\n[let a = 1;\nlet b = 2;]\nend'), p).value).toBe(
      'intro\n\n```\nlet a = 1;\nlet b = 2;\n```\n\nend',
    );
    expect(applyAction('math', state('[a + b\n= c]'), p).value).toBe('$$\na + b\n= c\n$$\n');
  });

  it('makes a link of the selection and selects the address to type over', () => {
    expect(show(applyAction('link', state('see [docs] here'), p))).toBe('see [docs]([https://]) here');
    expect(show(applyAction('link', state('[]'), p))).toBe('[[link]](https://)');
  });

  it('inserts an image with its address selected', () => {
    expect(show(applyAction('image', state('[a chip]'), p))).toBe('![a chip]([https://])');
  });

  it('inserts a table as a block with its first header selected', () => {
    const table = applyAction('table', state('text[]'), p);
    expect(table.value).toBe('text\n\n| Column 1 | Column 2 |\n| --- | --- |\n|  |  |\n');
    expect(table.value.slice(table.start, table.end)).toBe('Column 1');
  });

  it('inserts text and blocks at the cursor', () => {
    expect(show(insertText(state('ab[]cd'), 'XY'))).toBe('abXY[]cd');
    expect(insertBlock(state('one\n[]\ntwo'), 'BLOCK').value).toBe('one\n\nBLOCK\n\ntwo');
    expect(imageMarkdown('a [b]\nc', '/x.webp')).toBe('![a bc](/x.webp)');
  });
});
