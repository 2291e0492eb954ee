import { describe, expect, it } from 'vitest';
import { externalImages, imageUrls, isOwnImage } from './external-images';

const origin = 'https://occ.example';
const own = '/uploads/community/0123456789abcdef0123456789abcdef.webp';

describe('external image addresses', () => {
  it('finds inline and reference images, with or without a title', () => {
    const md = [
      `![board](${own})`,
      '![chip](https://cdn.example/chip.png "The chip")',
      '![ref image][logo] and ![logo]',
      '',
      '[logo]: <https://img.example/logo.svg> "Logo"',
    ].join('\n');
    expect(imageUrls(md)).toEqual([
      own,
      'https://cdn.example/chip.png',
      'https://img.example/logo.svg',
      'https://img.example/logo.svg',
    ]);
  });

  it('ignores links and images inside code', () => {
    const md = [
      '[a link](https://example.com/page)',
      '`![inline](https://x.example/a.png)`',
      '```md',
      '![fenced](https://x.example/b.png)',
      '```',
    ].join('\n');
    expect(imageUrls(md)).toEqual([]);
  });

  it('treats only this portal’s uploads as its own images', () => {
    expect(isOwnImage(own, origin)).toBe(true);
    expect(isOwnImage(`${origin}${own}`, origin)).toBe(true);
    expect(isOwnImage(`https://evil.example${own}`, origin)).toBe(false);
    expect(isOwnImage('/covers/1.svg', origin)).toBe(false);
    expect(isOwnImage('data:image/png;base64,AAAA', origin)).toBe(false);
  });

  it('lists each external address once', () => {
    const md = `![a](https://x.example/a.png) ![b](https://x.example/a.png) ![c](${own}) ![d](http://y.example/d.gif)`;
    expect(externalImages(md, origin)).toEqual(['https://x.example/a.png', 'http://y.example/d.gif']);
  });
});
