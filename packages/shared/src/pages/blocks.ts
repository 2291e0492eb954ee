import { z } from 'zod';
import { slugString } from '../zod-rules';
import {
  FORM_ANSWER_MAX,
  FORM_FIELD_TYPES,
  FORM_FIELDS_MAX,
  FORM_KINDS,
  formField,
  formFieldKey,
} from './forms';
import { certifiedProductsBlockProps } from './certified-products-block';
import { CERTIFIED_PAGE_SIZE_MAX, type CertifiedProductsPage } from '../devices/certified-products';

export { PAGE_PLACES, SERVICE_SLUGS, pagePath } from './paths';

/**
 * Page blocks (DESIGN §10 "Pages of typed blocks"): a page is an ordered list of typed blocks;
 * each block type is declared once here — its key, the zod schema of its props (the console form
 * and the server validate with it) and the field list the console generates the block's form
 * from. The web app has one renderer per type (apps/web/app/features/pages/blocks/).
 */

/** A link is a site path (`/community`) or an http(s) address. */
const link = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'linkFormat');
const optionalLink = link.or(z.literal('')).default('');
const text = (max: number) => z.string().trim().max(max).default('');
const required = (max: number) => z.string().trim().min(1).max(max);

export const PAGE_TITLE_MAX = 80;
export const BLOCK_TITLE_MAX = 120;
export const BLOCK_TEXT_MAX = 600;
export const BLOCK_MARKDOWN_MAX = 20_000;
export const PAGE_BLOCKS_MAX = 30;
/** The sources a cards block can list live (each resolved by apps/server/src/modules/site-pages/live-cards.ts). */
export const LIVE_CARD_SOURCES = ['products', 'courses', 'events', 'news', 'posts'] as const;
export type LiveCardSource = (typeof LIVE_CARD_SOURCES)[number];
export const LIVE_CARDS_MAX = 12;
/** A cards block's live-query props when its cards are typed in by hand. */
export const MANUAL_CARDS = { liveSource: 'manual', liveFilter: '', liveLimit: 6 } as const;

/** A prop's input in the console's generated form; `list` is a repeated group of plain fields. */
export type BlockPropKind = 'text' | 'textarea' | 'markdown' | 'url' | 'select' | 'checkbox' | 'number';
export interface BlockPropField {
  name: string;
  kind: BlockPropKind;
  max: number;
  required?: boolean;
  /** `select` only: the values (labels `adminConsole.blocks.options.<name>.<value>`) */
  options?: readonly string[];
}
export interface BlockListField {
  name: string;
  kind: 'list';
  /** most entries */
  max: number;
  fields: readonly BlockPropField[];
}
export type BlockField = BlockPropField | BlockListField;

export interface BlockType<S extends z.ZodObject = z.ZodObject> {
  key: string;
  props: S;
  fields: readonly BlockField[];
}

const defineBlock = <const K extends string, S extends z.ZodObject>(b: BlockType<S> & { key: K }) => b;

const T = (name: string, max = BLOCK_TITLE_MAX, req = false): BlockPropField => ({
  name,
  kind: 'text',
  max,
  ...(req ? { required: true } : {}),
});
const A = (name: string, max = BLOCK_TEXT_MAX, req = false): BlockPropField => ({
  name,
  kind: 'textarea',
  max,
  ...(req ? { required: true } : {}),
});
const U = (name: string, req = false): BlockPropField => ({
  name,
  kind: 'url',
  max: 500,
  ...(req ? { required: true } : {}),
});

const S = (name: string, options: readonly string[]): BlockPropField => ({
  name,
  kind: 'select',
  max: 40,
  options,
});
const C = (name: string): BlockPropField => ({ name, kind: 'checkbox', max: 1 });
const N = (name: string, max: number): BlockPropField => ({ name, kind: 'number', max });

const button = z.object({ label: required(40), link });
const card = z.object({
  title: required(80),
  text: text(BLOCK_TEXT_MAX),
  image: optionalLink,
  link: optionalLink,
});
const step = z.object({ title: required(80), text: text(BLOCK_TEXT_MAX) });
const qa = z.object({ question: required(200), answer: required(2000) });
/** A playable file (`.mp4`/`.webm`, e.g. from the site's storage) or a community video page. */
const videoLink = link.regex(
  /(\.(mp4|webm)([?#].*)?$|^\/community\/video\/detail\?id=[\w-]+$)/i,
  'videoLinkFormat',
);
const agendaRow = z.object({
  time: required(40),
  theme: required(200),
  speaker: text(80),
  enterprise: text(120),
  videoUrl: videoLink.or(z.literal('')).default(''),
});
const picture = z.object({ image: link, alt: required(200), caption: text(200) });
const figure = z.object({ value: required(20), label: required(60), suffix: text(10) });
const logo = z.object({ image: link, name: required(80), link: optionalLink });
const dated = z.object({ date: required(40), title: required(120), text: text(BLOCK_TEXT_MAX) });
const download = z.object({ name: required(120), url: link, size: text(20) });
/** A titled list block: an optional section title and 1..max entries of one shape. */
const listOf = <S extends z.ZodObject>(item: S, max: number) =>
  z.object({ title: text(BLOCK_TITLE_MAX), items: z.array(item).min(1).max(max) });
const listFields = (max: number, fields: BlockPropField[]): BlockField[] => [
  T('title'),
  { name: 'items', kind: 'list', max, fields },
];

export const PAGE_BLOCK_TYPES = [
  defineBlock({
    key: 'hero',
    props: z.object({
      title: required(BLOCK_TITLE_MAX),
      subtitle: text(300),
      image: optionalLink,
      buttons: z.array(button).max(3).default([]),
    }),
    fields: [
      T('title', BLOCK_TITLE_MAX, true),
      A('subtitle', 300),
      U('image'),
      { name: 'buttons', kind: 'list', max: 3, fields: [T('label', 40, true), U('link', true)] },
    ],
  }),
  defineBlock({
    key: 'richText',
    props: z.object({ markdown: required(BLOCK_MARKDOWN_MAX) }),
    fields: [{ name: 'markdown', kind: 'markdown', max: BLOCK_MARKDOWN_MAX, required: true }],
  }),
  defineBlock({
    // manual cards, or a live query: the newest published items of a source (filtered by a kind,
    // category or tag), resolved on the server when the page is read (site-pages/live-cards.ts)
    key: 'cards',
    props: z
      .object({
        title: text(BLOCK_TITLE_MAX),
        liveSource: z.enum(['manual', ...LIVE_CARD_SOURCES]).default('manual'),
        liveFilter: text(40),
        liveLimit: z.coerce.number().int().min(1).max(LIVE_CARDS_MAX).default(6),
        items: z.array(card).max(LIVE_CARDS_MAX).default([]),
      })
      .superRefine((p, ctx) => {
        if (p.liveSource === 'manual' && p.items.length === 0)
          ctx.addIssue({
            code: 'too_small',
            origin: 'array',
            minimum: 1,
            inclusive: true,
            input: p.items,
            path: ['items'],
          });
      }),
    fields: [
      T('title'),
      S('liveSource', ['manual', ...LIVE_CARD_SOURCES]),
      T('liveFilter', 40),
      N('liveLimit', LIVE_CARDS_MAX),
      {
        name: 'items',
        kind: 'list',
        max: LIVE_CARDS_MAX,
        fields: [T('title', 80, true), A('text'), U('image'), U('link')],
      },
    ],
  }),
  defineBlock({
    key: 'steps',
    props: z.object({ title: text(BLOCK_TITLE_MAX), items: z.array(step).min(1).max(10) }),
    fields: [T('title'), { name: 'items', kind: 'list', max: 10, fields: [T('title', 80, true), A('text')] }],
  }),
  defineBlock({
    key: 'faq',
    props: z.object({ title: text(BLOCK_TITLE_MAX), items: z.array(qa).min(1).max(30) }),
    fields: [
      T('title'),
      { name: 'items', kind: 'list', max: 30, fields: [T('question', 200, true), A('answer', 2000, true)] },
    ],
  }),
  defineBlock({
    key: 'cta',
    props: z.object({
      title: required(BLOCK_TITLE_MAX),
      text: text(300),
      buttonLabel: required(40),
      buttonLink: link,
    }),
    fields: [
      T('title', BLOCK_TITLE_MAX, true),
      A('text', 300),
      T('buttonLabel', 40, true),
      U('buttonLink', true),
    ],
  }),
  defineBlock({
    // opens the business-cooperation enquiry form (components/business)
    key: 'contactForm',
    props: z.object({ title: required(BLOCK_TITLE_MAX), text: text(300) }),
    fields: [T('title', BLOCK_TITLE_MAX, true), A('text', 300)],
  }),
  defineBlock({
    // a form staff declare (sign-up, application, contact): answers are validated on the server
    // with the schema built from the same fields (forms.ts) and land in the console
    key: 'form',
    props: z.object({
      title: required(BLOCK_TITLE_MAX),
      text: text(300),
      formKind: z.enum(FORM_KINDS).default('contact'),
      formKey: formFieldKey,
      successMessage: text(200),
      formFields: z
        .array(formField)
        .min(1)
        .max(FORM_FIELDS_MAX)
        .superRefine((fs, ctx) =>
          fs.forEach((f, i) => {
            if (fs.findIndex((o) => o.key === f.key) !== i)
              ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'keyInUse' });
          }),
        ),
    }),
    fields: [
      T('title', BLOCK_TITLE_MAX, true),
      A('text', 300),
      S('formKind', FORM_KINDS),
      T('formKey', 40, true),
      T('successMessage', 200),
      {
        name: 'formFields',
        kind: 'list',
        max: FORM_FIELDS_MAX,
        fields: [
          T('key', 40, true),
          T('label', 80, true),
          S('type', FORM_FIELD_TYPES),
          C('required'),
          N('maxLength', FORM_ANSWER_MAX),
          A('options', 1000),
        ],
      },
    ],
  }),
  defineBlock({
    // spec §3 agenda row: a table on a wide screen, stacked cards on a phone
    key: 'agenda',
    props: listOf(agendaRow, 60),
    fields: listFields(60, [
      T('time', 40, true),
      T('theme', 200, true),
      T('speaker', 80),
      T('enterprise', 120),
      U('videoUrl'),
    ]),
  }),
  defineBlock({
    key: 'gallery',
    props: listOf(picture, 40),
    fields: listFields(40, [U('image', true), T('alt', 200, true), T('caption', 200)]),
  }),
  defineBlock({
    key: 'video',
    props: z.object({ title: required(BLOCK_TITLE_MAX), videoUrl: videoLink, poster: optionalLink }),
    fields: [T('title', BLOCK_TITLE_MAX, true), U('videoUrl', true), U('poster')],
  }),
  defineBlock({
    key: 'statistics',
    props: listOf(figure, 12),
    fields: listFields(12, [T('value', 20, true), T('label', 60, true), T('suffix', 10)]),
  }),
  defineBlock({
    key: 'partnerLogos',
    props: listOf(logo, 60),
    fields: listFields(60, [U('image', true), T('name', 80, true), U('link')]),
  }),
  defineBlock({
    key: 'timeline',
    props: listOf(dated, 40),
    fields: listFields(40, [T('date', 40, true), T('title', 120, true), A('text')]),
  }),
  defineBlock({
    key: 'downloads',
    props: listOf(download, 50),
    fields: listFields(50, [T('name', 120, true), U('url', true), T('size', 20)]),
  }),
  defineBlock({
    // the public list of certified products (certified-products-block.ts), first page from the server
    key: 'certifiedProducts',
    props: certifiedProductsBlockProps,
    fields: [T('title', BLOCK_TITLE_MAX, true), A('text'), N('pageSize', CERTIFIED_PAGE_SIZE_MAX)],
  }),
] as const;

export type PageBlockKey = (typeof PAGE_BLOCK_TYPES)[number]['key'];
export const PAGE_BLOCK_KEYS = PAGE_BLOCK_TYPES.map((b) => b.key) as PageBlockKey[];
export const blockTypeOf = (key: string): BlockType | undefined =>
  (PAGE_BLOCK_TYPES as readonly BlockType[]).find((b) => b.key === key);

type BlockOfKey<K extends PageBlockKey> = Extract<(typeof PAGE_BLOCK_TYPES)[number], { key: K }>;
/** The props of one block type, as stored (defaults applied). */
export type BlockProps<K extends PageBlockKey> = z.output<BlockOfKey<K>['props']>;
export type PageBlockOf<K extends PageBlockKey> = { type: K; props: BlockProps<K> };
export type PageBlock = { [K in PageBlockKey]: PageBlockOf<K> }[PageBlockKey];

const variants = PAGE_BLOCK_TYPES.map((b) => z.object({ type: z.literal(b.key), props: b.props }));

/** One block as stored: `{ type, props }`; an unknown type or invalid prop is refused naming it. */
export const pageBlock = z.discriminatedUnion(
  'type',
  variants as unknown as [z.ZodObject<{ type: z.ZodLiteral<string> }>],
  { error: 'blockTypeUnknown' },
) as unknown as z.ZodType<PageBlock, unknown>;

export const pageBlocks = z.array(pageBlock).max(PAGE_BLOCKS_MAX);

/** `building`, `industry2024`: lower-case letters, digits and dashes. */
export const pageSlug = slugString(40, 2);

/** A block as the public page gets it: rich text arrives as sanitised HTML. */
export type PublicBlock =
  | Exclude<PageBlock, { type: 'richText' | 'certifiedProducts' }>
  | { type: 'richText'; props: { html: string } }
  | { type: 'certifiedProducts'; props: PublicCertifiedProps };
/** A certifiedProducts block as read: its first page, when the server could load it. */
export type PublicCertifiedProps = BlockProps<'certifiedProducts'> & { initial?: CertifiedProductsPage };

/** The published page (pages.getPublished) or the working copy (pages.preview). */
export const publicPage = z.object({
  slug: z.string(),
  title: z.string(),
  locale: z.string(),
  blocks: z.array(z.object({ type: z.string(), props: z.record(z.string(), z.unknown()) })),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PublicPage = Omit<z.infer<typeof publicPage>, 'blocks'> & { blocks: PublicBlock[] };
