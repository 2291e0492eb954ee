import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  build: { target: 'es2022' },
  ssr: {
    // bundled into the server build so CSS-in-JS and ESM-only packages resolve once
    noExternal: ['antd', '@ant-design/cssinjs', /^rc-/, /^@rc-component\//, '@ant-design/icons'],
  },
});
