import { pageBlock, type PageBlock, type PublicBlock } from '@occ/shared/pages/blocks';

// The console's live preview of a page (LivePagePreview.tsx) draws the form's unsaved blocks; a
// block being typed may not pass its schema yet, so each block is checked on its own and a
// failing one becomes a placeholder instead of breaking the preview.

/** One block of the form: valid (its schema's output, defaults applied), or its type only. */
export type PreviewEntry = { ok: true; block: PageBlock } | { ok: false; type: string };

/** The form's blocks value (anything: the form may hold half-made entries) checked block by block. */
export function previewEntries(raw: unknown): PreviewEntry[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((b: unknown) => {
    const parsed = pageBlock.safeParse(b);
    if (parsed.success) return { ok: true, block: parsed.data };
    const type = (b as { type?: unknown } | null)?.type;
    return { ok: false, type: typeof type === 'string' ? type : '' };
  });
}

/** The markdown of each valid rich-text entry (the server renders it to HTML), in order, once each. */
export const markdownsOf = (entries: readonly PreviewEntry[]): string[] => [
  ...new Set(entries.flatMap((e) => (e.ok && e.block.type === 'richText' ? [e.block.props.markdown] : []))),
];

/**
 * The blocks as the public page gets them: rich text as the server's HTML (`html(markdown)`,
 * '' until it arrives). Invalid entries keep their place as a block of type `incomplete`, which
 * no renderer draws — the preview puts its placeholder there.
 */
export function publicBlocks(
  entries: readonly PreviewEntry[],
  html: (markdown: string) => string,
): PublicBlock[] {
  return entries.map((e) => {
    if (!e.ok) return { type: INCOMPLETE, props: { type: e.type } } as unknown as PublicBlock;
    if (e.block.type === 'richText')
      return { type: 'richText', props: { html: html(e.block.props.markdown) } };
    return e.block;
  });
}

/** The type of an invalid entry's stand-in (no block type has this key). */
export const INCOMPLETE = '$incomplete';

/** An invalid entry's stand-in, with the type it was meant to be. */
export const incompleteType = (b: PublicBlock): string | null =>
  (b.type as string) === INCOMPLETE ? String((b.props as { type?: unknown }).type ?? '') : null;
