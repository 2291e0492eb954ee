import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (and the server) use another folder; default apps/web/build
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
