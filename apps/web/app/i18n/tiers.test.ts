import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import publicEn from './catalog-en-US';
import consoleEn from './console-catalog-en-US';
import { consolePath } from './index';

// The UI catalogue comes in two tiers (i18n/index.ts): the public site's, loaded on every page,
// and the console's, loaded only under /admin. A public page that used a console word would show
// its bare key, so the code outside the console's folders may not name one.

const app = path.resolve(import.meta.dirname, '..');
/** the folders whose code runs only on console pages (under the /admin layout route) */
const CONSOLE_DIRS = [
  'routes/admin',
  'features/admin-console',
  'features/admin-pages',
  'features/admin-reviews',
  'features/admin-search-index',
  'features/device-console',
];
const inConsole = (rel: string) => CONSOLE_DIRS.some((d) => rel.startsWith(`${d}/`));

function sources(): { rel: string; text: string }[] {
  const out: { rel: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'i18n' && e.name !== 'generated') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
        out.push({ rel: path.relative(app, p).split(path.sep).join('/'), text: fs.readFileSync(p, 'utf8') });
    }
  };
  walk(app);
  return out;
}

describe('UI catalogue tiers', () => {
  const files = sources();
  const consoleKeys = Object.keys(consoleEn);

  it('the tiers share no top-level key', () => {
    expect(consoleKeys.filter((k) => k in publicEn)).toEqual([]);
  });

  it('code outside the console names no console word', () => {
    const found: string[] = [];
    for (const f of files.filter((x) => !inConsole(x.rel)))
      for (const key of consoleKeys)
        if (new RegExp(`['"\`]${key}\\.`).test(f.text)) found.push(`${f.rel}: ${key}.*`);
    expect(found).toEqual([]);
  });

  it('code outside the console imports none of its folders', () => {
    const found: string[] = [];
    for (const f of files.filter((x) => !inConsole(x.rel)))
      for (const m of f.text.matchAll(/from '~\/([^']+)'/g))
        if (inConsole(m[1]!.replace(/\.tsx?$/, '') + '/') || inConsole(m[1]!))
          found.push(`${f.rel} → ${m[1]}`);
    expect(found).toEqual([]);
  });

  it('the console folders are served under /admin only', () => {
    const routes = fs.readFileSync(path.join(app, 'routes.ts'), 'utf8');
    expect(routes).toContain("route('admin', 'routes/admin/layout.tsx', [");
    expect(consolePath('/admin')).toBe(true);
    expect(consolePath('/admin/form_submissions')).toBe(true);
    expect(consolePath('/administration')).toBe(false);
    expect(consolePath('/community/qa')).toBe(false);
  });
});
