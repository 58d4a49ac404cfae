import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  // Bundled into the server build (tree-shaken) instead of imported whole at start: all of
  // lucide-react and radix-ui cost the server about 50 MB of memory for the few pieces it renders.
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
  environments: {
    // The frame (root.tsx and everything it imports, which rolldown puts in a group with the module
    // it names; every page loads it) in one file. Split by which routes share each module, it was
    // 25-30 files of a few hundred bytes: 36-55 JS files a page, and each costs the browser's main
    // thread a task when it arrives (10-24 ms on a slow machine, before Lighthouse's four-fold
    // slowdown). One file: 11-30 a page, and 5-8 KB less gzip, as one file compresses better than
    // thirty. Route modules stay split as before.
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'frame', test: /src[\\/]client[\\/]root\.tsx$/ }] } } } } },
    // The server build's source stays in the server's memory for as long as it runs: without comments
    // and whitespace (names kept, so that a stack trace still reads), and ASCII-only (non-ASCII written
    // as \u escapes), so that V8 keeps it one byte per character instead of two (a single "…" or a
    // Gujarati word makes a whole module a two-byte string). 902 KB of source held as 1.8 MB before.
    ssr: { build: { rolldownOptions: { output: { charset: 'ascii', minify: { compress: true, mangle: false, codegen: { removeWhitespace: true } } } } } },
  },
});
