import type { ThemeConfig } from 'antd';

/**
 * The portal's Ant Design theme. Its styles are extracted once at build time into a static,
 * hashed stylesheet (`antd-static-css.ts`, a Vite plugin) and the app runs antd in zero-runtime
 * mode: no style is computed per request or in the browser. Class names are fixed (no hash, CSS
 * variables under the `occ` class) so the build's sheet matches what the components render.
 */
export const ANTD_THEME = {
  // link and secondary-text colours darkened from antd's defaults for WCAG AA contrast
  token: {
    colorPrimary: '#1F4FD1',
    colorLink: '#1F4FD1',
    // antd's hover tone (#6e98eb, 2.9:1 on white) would fail under the reader's pointer
    colorLinkHover: '#1135AB',
    colorError: '#c4161c',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
    fontFamily: 'inherit',
  },
  cssVar: { key: 'occ' },
  hashed: false,
} satisfies ThemeConfig;

/**
 * Components the portal never renders, left out of the static sheet (about a fifth of antd's
 * styles). A component added to the app must not be in this list: its styles would be missing.
 */
export const ANTD_UNUSED = [
  'Affix',
  'Anchor',
  'Breadcrumb',
  'Calendar',
  'Carousel',
  'ColorPicker',
  'FloatButton',
  'Layout',
  'Listy',
  'Masonry',
  'Mentions',
  'QRCode',
  'Rate',
  'Splitter',
  'Steps',
  'Tour',
  'Transfer',
  'Tree',
  'TreeSelect',
  'Watermark',
];

/** `?runtimeStyles=1` switches the static sheet off for antd's runtime styles (screenshot test). */
export const RUNTIME_STYLES_PARAM = 'runtimeStyles';
