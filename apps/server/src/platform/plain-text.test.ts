import { describe, expect, it } from 'vitest';
import { shortenText } from '@occ/shared';
import { markdownToText, plainTextOf } from './plain-text';

// The one shortener on technical text: markdown syntax goes by parsing, every character of the
// text itself stays (issue 13: "RISC V", "U Boot" and "at the = prompt" were what it made before).
const SNIPPETS: [string, string][] = [
  ['RISC-V boards boot U-Boot', 'RISC-V boards boot U-Boot'],
  ['Stop at the `=>` prompt', 'Stop at the => prompt'],
  ['At the => prompt type `boot`', 'At the => prompt type boot'],
  ['Build with `riscv64-linux-gnu-gcc -O2`', 'Build with riscv64-linux-gnu-gcc -O2'],
  ['riscv64-linux-gnu-gcc is on the PATH', 'riscv64-linux-gnu-gcc is on the PATH'],
  ['Use snake_case for my_var and MAX_LEN', 'Use snake_case for my_var and MAX_LEN'],
  ['`__init__` and __bold__ differ', '__init__ and bold differ'],
  ['# Flashing the SD card\n\nUse `dd`.', 'Flashing the SD card Use dd.'],
  ['**Bold** and *italic* and ~~gone~~', 'Bold and italic and gone'],
  ['See [the U-Boot docs](https://u-boot.org/) now', 'See the U-Boot docs now'],
  ['![board photo](/img/a.png) The board', 'The board'],
  ['> Quote: x -> y', 'Quote: x -> y'],
  ['- one\n- two\n- three', 'one two three'],
  ['1. make\n2. make install', 'make make install'],
  ['| CPU | ISA |\n|---|---|\n| C910 | RV64GC |', 'CPU ISA C910 RV64GC'],
  ['```sh\nmake -j8\n```\nThen reboot.', 'Then reboot.'],
  ['Inline math $a_1 + b_2$ here', 'Inline math a_1 + b_2 here'],
  ['$$\nE = mc^2\n$$\nAfter the formula', 'After the formula'],
  ['Address 0x8020_0000 -> 0x8040_0000', 'Address 0x8020_0000 -> 0x8040_0000'],
  ['Pass --prefix=/opt/riscv -march=rv64gc', 'Pass --prefix=/opt/riscv -march=rv64gc'],
  ['a -- b --- c', 'a -- b --- c'],
  ['x<y && y>z', 'x<y && y>z'],
  ['before <script>x after', 'before x after'],
  ['<!-- note -->\n\nVisible text', 'Visible text'],
  ['Escaped a\\_b and \\*star\\*', 'Escaped a_b and *star*'],
  ['Line one  \nline two', 'Line one line two'],
  ['See https://example.com/a_b-c?x=1', 'See https://example.com/a_b-c?x=1'],
  ['玄铁 C910 在 RISC-V 开发板上运行 `U-Boot`', '玄铁 C910 在 RISC-V 开发板上运行 U-Boot'],
  ['Setext title\n============\n\nbody_text', 'Setext title body_text'],
  ['Footnote[^1] here\n\n[^1]: the note', 'Footnote here'],
];

describe('plain text of markdown', () => {
  it.each(SNIPPETS)('%j → %j', (markdown, expected) => {
    expect(plainTextOf(markdown)).toBe(expected);
  });

  it('has thirty technical snippets', () => {
    expect(SNIPPETS).toHaveLength(30);
  });
});

describe('shortenText', () => {
  it('leaves short text whole, on one line', () => {
    expect(shortenText('  RISC-V\n\tU-Boot  ', 20)).toBe('RISC-V U-Boot');
  });

  it('cuts after the last whole word and marks the cut', () => {
    expect(shortenText('Install riscv64-linux-gnu-gcc and U-Boot on the board', 40)).toBe(
      'Install riscv64-linux-gnu-gcc and…',
    );
  });

  it('cuts text without spaces after a whole character, never inside an emoji', () => {
    expect(shortenText('玄铁'.repeat(20), 10)).toBe('玄铁玄铁玄铁玄铁玄…');
    expect(shortenText('🚀'.repeat(20), 5)).toBe('🚀🚀🚀🚀…');
  });

  it('shortens markdown by its reading text', () => {
    expect(markdownToText('**U-Boot** at the `=>` prompt, then `bootm` the kernel image', 30)).toBe(
      'U-Boot at the => prompt, then…',
    );
    expect(markdownToText('a'.repeat(200), 10)).toHaveLength(10);
  });
});
