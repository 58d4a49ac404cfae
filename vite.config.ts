import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** The browser bundle's chunk of `root.tsx` and all it imports (the `codeSplitting` group below). */
const FRAME = 'frame';

/**
 * Chunks whose functions nearly all run while a page loads (React DOM and the router; the frame),
 * marked for V8's explicit compile hints (Chrome 136+): compiled whole while they download, on a
 * background thread, instead of function by function on the main thread when first called during
 * hydration. Not route chunks or the admin's, most of whose code waits for a click.
 */
const EAGER_CHUNKS = new Set(['entry.client', FRAME]);

/**
 * The hint must be a file's first line: added last, after Vite has put its own lines on top (and
 * after the file names were hashed: the hint is in every build, so a name still changes with code).
 * Measured on /hi (Lighthouse, 4 runs each, bench machine): entry.client's main-thread script time
 * 300-421 ms with the hint against 473-638 without; total blocking time 435-632 against 550-800 ms.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && EAGER_CHUNKS.has(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHints()],
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
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: FRAME, test: /src[\\/]client[\\/]root\.tsx$/ }] },
          },
        },
      },
    },
    // The server build's source stays in the server's memory for as long as it runs: without comments
    // and whitespace (names kept, so that a stack trace still reads), and ASCII-only (non-ASCII written
    // as \u escapes), so that V8 keeps it one byte per character instead of two (a single "…" or a
    // Gujarati word makes a whole module a two-byte string). 902 KB of source held as 1.8 MB before.
    ssr: { build: { rolldownOptions: { output: { charset: 'ascii', minify: { compress: true, mangle: false, codegen: { removeWhitespace: true } } } } } },
  },
});
