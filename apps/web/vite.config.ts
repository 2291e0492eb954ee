import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { antdStaticCss } from './antd-static-css';

export default defineConfig({
  plugins: [antdStaticCss(), reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: {
    target: 'es2022',
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rollupOptions: {
      // packages/shared is declarations only (constants, zod schemas, messages): a module whose
      // exports a page does not use is left out, so public pages do not ship every form's schema
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/shared/src/') },
    },
  },
});
