import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { antdStaticCss } from './antd-static-css';
import { deepImports } from './deep-imports';
import { pureDeclarations } from './pure-declarations';

export default defineConfig({
  plugins: [antdStaticCss(), deepImports(), pureDeclarations(), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    target: 'es2022',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rollupOptions: {
      // packages/shared is declarations only (constants, zod schemas, messages): a module whose
      // exports a page does not use is left out, so public pages do not ship every form's schema;
      // zod likewise (its modules only define things), so a page that validates nothing loads none
      treeshake: {
        moduleSideEffects: (id) =>
          !id.includes('/packages/shared/src/') && !id.includes('/node_modules/zod/'),
      },
    },
  },
});
