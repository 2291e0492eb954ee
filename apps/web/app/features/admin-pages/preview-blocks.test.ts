import { describe, expect, it } from 'vitest';
import { incompleteType, markdownsOf, previewEntries, publicBlocks } from './preview-blocks';

describe('live preview blocks', () => {
  const hero = { type: 'hero', props: { title: 'Welcome', buttons: [] } };
  const halfHero = { type: 'hero', props: { title: '', subtitle: 'typing…' } };
  const text = { type: 'richText', props: { markdown: '**hi**' } };

  it('checks each block on its own: a failing one keeps its place and type', () => {
    const entries = previewEntries([hero, halfHero, { type: 'nope', props: {} }, null, text]);
    expect(entries.map((e) => e.ok)).toEqual([true, false, false, false, true]);
    expect(entries[0]).toMatchObject({
      ok: true,
      block: { type: 'hero', props: { subtitle: '', image: '' } },
    });
    expect(entries[1]).toEqual({ ok: false, type: 'hero' });
    expect(entries[2]).toEqual({ ok: false, type: 'nope' });
    expect(entries[3]).toEqual({ ok: false, type: '' });
  });

  it('takes anything the form holds', () => {
    expect(previewEntries(undefined)).toEqual([]);
    expect(previewEntries('x')).toEqual([]);
    // an input never touched is undefined: the schema's default applies
    expect(previewEntries([{ type: 'hero', props: { title: 'T', subtitle: undefined } }])[0]?.ok).toBe(true);
  });

  it('gives rich text the server HTML and the invalid entries a stand-in', () => {
    const entries = previewEntries([text, halfHero, text]);
    expect(markdownsOf(entries)).toEqual(['**hi**']);
    const blocks = publicBlocks(entries, (m) => (m === '**hi**' ? '<p><strong>hi</strong></p>' : ''));
    expect(blocks[0]).toEqual({ type: 'richText', props: { html: '<p><strong>hi</strong></p>' } });
    expect(incompleteType(blocks[1]!)).toBe('hero');
    expect(incompleteType(blocks[0]!)).toBeNull();
  });
});
