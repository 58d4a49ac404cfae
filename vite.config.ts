import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build (tree-shaken) instead of imported whole at start: all of
  // lucide-react and radix-ui cost the server about 50 MB of memory for the few pieces it renders.
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
});
