import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
