/** `npm run dev`: the same server with Vite in middleware mode (hot reload, no build step). */
import { loadConfigOrExit } from './config.ts';
import { start } from './main.ts';

const config = loadConfigOrExit({ NODE_ENV: 'development' });
start(config, 'development').catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
