import type { Plugin } from 'vite';

/**
 * An import of a package's index for one name, rewritten to the module that defines the name.
 * The index of `@rc-component/form` attaches its parts to the default export at load time
 * (`RefForm.Field = Field`), a side effect no bundler may drop: antd's form context needs only
 * `FormProvider`, yet every page carried the whole form engine and its validator (≈ 14 KB gzip).
 */
const REWRITES: { importer: RegExp; from: string; to: string }[] = [
  {
    importer: /\/node_modules\/antd\/es\/form\/context\.js$/,
    from: "from '@rc-component/form'",
    to: "from '@rc-component/form/es/FormContext'",
  },
];

export function deepImports(): Plugin {
  return {
    name: 'occ-deep-imports',
    enforce: 'pre',
    transform(code, id) {
      const rules = REWRITES.filter((r) => r.importer.test(id));
      if (!rules.length) return null;
      let out = code;
      for (const rule of rules) {
        if (!out.includes(rule.from))
          this.error(`${id} no longer imports ${rule.from}: update deep-imports.ts`);
        out = out.replace(rule.from, rule.to);
      }
      return { code: out, map: null };
    },
  };
}
