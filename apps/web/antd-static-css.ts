import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import type { Plugin } from 'vite';
import { ANTD_THEME, ANTD_UNUSED } from './app/theme';

const OUT = path.resolve(import.meta.dirname, 'app/generated/antd.css');
const THEME_FILE = path.resolve(import.meta.dirname, 'app/theme.ts');

function antdVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('antd/package.json') as { version: string }).version;
}

/**
 * Writes Ant Design's styles for the portal's theme to `app/generated/antd.css` (imported by
 * root.tsx with `?url`, so the build hashes it and it is served immutable). Written again only when
 * the theme or antd's version changed: the first line records both.
 */
export function writeAntdCss(): void {
  const stamp = `/* antd ${antdVersion()} theme ${fs.statSync(THEME_FILE).mtimeMs} */`;
  if (fs.existsSync(OUT) && fs.readFileSync(OUT, 'utf8').startsWith(stamp)) return;
  const css = extractStyle({
    excludes: ANTD_UNUSED,
    customTheme: (node) => createElement(ConfigProvider, { theme: ANTD_THEME }, node),
  });
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, `${stamp}\n${css}\n`);
}

/** The Vite side: the sheet exists before any module asks for it, in `build` and in `dev`. */
export function antdStaticCss(): Plugin {
  return {
    name: 'occ-antd-static-css',
    config() {
      writeAntdCss();
    },
  };
}
