import { describe, expect, it } from 'vitest';
import { pageAreaBody } from '../admin/areas/pages';
import { PAGE_BLOCK_TYPES, pageBlock, pagePath } from './blocks';

const samples: Record<string, unknown> = {
  hero: { title: 'RISC-V', subtitle: 'Open', image: '/img/a.png', buttons: [{ label: 'Go', link: '/x' }] },
  richText: { markdown: '# Hello' },
  cards: { title: 'Cards', items: [{ title: 'A', text: 'x', link: 'https://example.org' }] },
  steps: { items: [{ title: 'Apply' }, { title: 'Review', text: '3 days' }] },
  faq: { items: [{ question: 'Who?', answer: 'Anyone' }] },
  cta: { title: 'Join', buttonLabel: 'Apply', buttonLink: '/service/application' },
  contactForm: { title: 'Contact us' },
  form: {
    title: 'Apply',
    formKind: 'application',
    formKey: 'apply',
    formFields: [
      { key: 'name', label: 'Name', required: true },
      { key: 'track', label: 'Track', type: 'select', options: 'Chips\nSoftware' },
    ],
  },
  agenda: {
    title: 'Agenda',
    items: [
      {
        time: '09:00',
        theme: 'Keynote',
        speaker: 'Li Lei',
        enterprise: 'ISCAS',
        videoUrl: '/files/v/keynote.mp4',
      },
      { time: '10:00', theme: 'Panel', videoUrl: '/community/video/detail?id=42' },
    ],
  },
  gallery: { items: [{ image: '/files/a.jpg', alt: 'Stage', caption: 'Day one' }] },
  video: { title: 'Highlights', videoUrl: 'https://cdn.example.org/v/clip.webm', poster: '/files/p.jpg' },
  statistics: { items: [{ value: '120', label: 'Partners', suffix: '+' }] },
  partnerLogos: { items: [{ image: '/files/logo.png', name: 'ISCAS', link: 'https://www.iscas.ac.cn' }] },
  timeline: { items: [{ date: '2024-05', title: 'Launch', text: 'First release' }] },
  downloads: { items: [{ name: 'Brochure', url: '/files/brochure.pdf', size: '2 MB' }] },
  certifiedProducts: { title: 'Certified products', text: 'Verify a certificate', pageSize: 10 },
};

/** One broken example per new block type and the field path each must be refused at. */
const broken: [string, unknown, string][] = [
  ['form', { title: 'F', formKey: 'f', formFields: [{ key: '1x', label: 'A' }] }, 'props.formFields.0.key'],
  ['agenda', { items: [{ time: '09:00', theme: '' }] }, 'props.items.0.theme'],
  [
    'agenda',
    { items: [{ time: '9', theme: 'x', videoUrl: 'javascript:alert(1)' }] },
    'props.items.0.videoUrl',
  ],
  ['gallery', { items: [{ image: '/a.jpg', alt: '' }] }, 'props.items.0.alt'],
  ['gallery', { items: [{ image: 'javascript:x', alt: 'a' }] }, 'props.items.0.image'],
  ['video', { title: 'x', videoUrl: '/community/page' }, 'props.videoUrl'],
  ['video', { title: 'x', videoUrl: 'javascript:x.mp4' }, 'props.videoUrl'],
  ['statistics', { items: [{ value: '', label: 'x' }] }, 'props.items.0.value'],
  ['partnerLogos', { items: [{ image: '/l.png', name: 'x', link: 'javascript:x' }] }, 'props.items.0.link'],
  ['timeline', { items: [{ date: '', title: 'x' }] }, 'props.items.0.date'],
  ['timeline', { items: [] }, 'props.items'],
  ['downloads', { items: [{ name: 'x', url: 'data:text/html,x' }] }, 'props.items.0.url'],
  ['certifiedProducts', { title: '', pageSize: 10 }, 'props.title'],
  ['certifiedProducts', { title: 'x', pageSize: 51 }, 'props.pageSize'],
];

describe('page blocks', () => {
  it('every block type has a sample that its schema accepts', () => {
    for (const b of PAGE_BLOCK_TYPES) {
      const r = pageBlock.safeParse({ type: b.key, props: samples[b.key] });
      expect(r.success, b.key).toBe(true);
    }
  });

  it('every declared form field is a property of the schema', () => {
    for (const b of PAGE_BLOCK_TYPES)
      for (const f of b.fields) expect(Object.keys(b.props.shape), `${b.key}.${f.name}`).toContain(f.name);
  });

  it('refuses a broken block naming the field', () => {
    const r = pageBlock.safeParse({
      type: 'hero',
      props: { title: '', buttons: [{ label: 'x', link: 'javascript:x' }] },
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('props.title');
    expect(paths).toContain('props.buttons.0.link');
  });

  it.each(broken)('refuses a broken %s block naming the field', (type, props, path) => {
    const r = pageBlock.safeParse({ type, props });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });

  it('refuses an unknown block type', () => {
    const r = pageBlock.safeParse({ type: 'marquee', props: {} });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('blockTypeUnknown');
  });

  it('names the block inside a page body', () => {
    const r = pageAreaBody.safeParse({
      slug: 'building',
      titleZh: '生态建设',
      blocksZh: [
        { type: 'richText', props: { markdown: 'ok' } },
        { type: 'cta', props: { title: 'x' } },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toContain('blocksZh.1.props.buttonLabel');
  });

  it('refuses a slug that is not an address name; serves iscas at the root', () => {
    expect(pageAreaBody.shape.slug.safeParse('Bad Slug').success).toBe(false);
    expect(pagePath('iscas')).toBe('/iscas');
    expect(pagePath('salon')).toBe('/service/salon');
    expect(pagePath('talent')).toBe('/college/talent');
    expect(pagePath('constructor')).toBe('/service/constructor');
  });
});

describe('cards block: manual or live', () => {
  const parse = (props: object) => pageBlock.safeParse({ type: 'cards', props });
  it('refuses manual cards without any, naming the items', () => {
    const r = parse({ title: 'Cards' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ code: 'too_small', path: ['props', 'items'] });
  });
  it('takes a live source without items, its limit defaulting to 6', () => {
    const r = parse({ liveSource: 'courses', liveFilter: 'risc_v' });
    expect(r.success).toBe(true);
    expect(r.data!.props).toMatchObject({ liveSource: 'courses', liveLimit: 6, items: [] });
  });
  it('refuses an unknown source and a limit outside 1..12', () => {
    expect(parse({ liveSource: 'users' }).success).toBe(false);
    expect(parse({ liveSource: 'news', liveLimit: 0 }).success).toBe(false);
    expect(parse({ liveSource: 'news', liveLimit: 13 }).success).toBe(false);
  });
});
