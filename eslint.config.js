import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers (issue 22). Imports go one way: src/shared ← src/client, src/shared ← src/server; the
 * client and the server never import each other. The shared places, which any layer above them
 * may import, are:
 * - src/shared/** (contracts, constants, pure helpers), for the client and the server;
 * - src/client/lib/app-context.ts, the one client module the server imports: what the server hands
 *   to the page renderer (plugins/ssr.ts); the server reads the client's locale files through fs;
 * - src/server/db/** (schema, client), src/server/lib/** (server helpers) and src/server/config.ts,
 *   for every server module (lib and db import no feature, no plugin and not app.ts);
 * - src/server/plugins/authz.ts (the session's user and the access rules), for features;
 * - each server feature's public modules (FEATURES below): what the features that use it may import
 *   of it. Its routes (routes.ts, *-routes.ts) and its other modules are its own.
 * Features use each other in one direction only (`uses` below, checked for cycles here), and only
 * app.ts (and main.ts, the tests) put them together; no feature imports those.
 */
const FEATURES = {
  admin: { public: [], uses: ['forms', 'registrations'] },
  auth: { public: ['auth.ts'], uses: ['mail'] },
  contacts: { public: ['inbox-service.ts'], uses: ['mail', 'whatsapp'] },
  /** The practice's content (issue 20): read by pages and e-mails, so it uses no other feature. */
  content: { public: ['service.ts'], uses: [] },
  dashboard: { public: ['ownership.ts'], uses: ['auth', 'mail', 'payments', 'registrations', 'webinars', 'whatsapp'] },
  downloads: { public: ['service.ts'], uses: ['dashboard', 'uploads'] },
  /** The 7-day course delivered (issue 54 part 3): lessons, learners' days and progress, day-open messages. */
  course: { public: ['service.ts'], uses: ['dashboard', 'downloads', 'mail', 'uploads', 'whatsapp'] },
  forms: { public: ['service.ts', 'response-listing.ts'], uses: ['mail'] },
  mail: { public: ['outbox.ts', 'stored-copies.ts', 'layout.ts'], uses: ['whatsapp'] },
  /**
   * Packages of sessions (issue 54 part 1): the founder's packages, the credits a paid one gives. Uses
   * no feature: registrations (booking with a credit, giving it back) and payments (the pro-rata
   * refund) use its credits; the member's ownership rule is passed in by app.ts.
   */
  packages: { public: ['credits.ts', 'service.ts'], uses: [] },
  payments: { public: ['service.ts', 'access.ts', 'provider.ts', 'razorpay.ts', 'receipts.ts', 'refunds.ts', 'revenue.ts'], uses: ['mail', 'packages', 'scheduling', 'whatsapp'] },
  registrations: { public: ['index.ts', 'service.ts', 'emails.ts', 'listing.ts'], uses: ['coupons', 'mail', 'packages', 'payments', 'scheduling', 'whatsapp'] },
  scheduling: { public: ['service.ts', 'slots.ts', 'calendars.ts', 'conflicts.ts'], uses: [] },
  /** After booking (issue 19 items 6-7): reschedule, agenda, notes, calendar feed. */
  bookings: { public: ['booking-details.ts', 'service.ts'], uses: ['dashboard', 'registrations', 'scheduling'] },
  /** One page per client (issue 53 §2): a person across registrations, payments, messages and forms. */
  clients: { public: [], uses: ['join', 'whatsapp'] },
  /** One joining link per person (issue 53 §3): /join/<token> to the current room, and who joined. */
  join: { public: ['service.ts'], uses: ['bookings', 'registrations'] },
  services: { public: [], uses: ['packages'] },
  /** The overview's to-do list (issue 51): counts of what waits on the founder, from the features where she acts. */
  todo: { public: [], uses: ['contacts', 'payments', 'scheduling'] },
  /** Coupon codes (issue 54 part 2): applied with the payment's own access; registrations give a use back when a hold expires. */
  coupons: { public: ['release.ts'], uses: ['payments'] },
  /** Testimonials with consent (issue 54 part 4). */
  testimonials: { public: ['service.ts'], uses: ['mail'] },
  uploads: { public: ['service.ts', 'storage.ts'], uses: [] },
  users: { public: [], uses: [] },
  webinars: { public: ['service.ts'], uses: ['registrations'] },
  /** WhatsApp Cloud API (issue 52): template messages beside e-mails, consent, the webhook, free-text answers. */
  whatsapp: { public: ['outbox.ts', 'service.ts', 'state.ts'], uses: [] },
};
const featureFolders = readdirSync(new URL('./src/server/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The features' `uses` must not go round in a circle (a cycle of features is one of modules waiting to happen). */
function assertNoFeatureCycle(features) {
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`eslint.config.js: features use each other in a circle: ${[...path.slice(path.indexOf(name)), name].join(' → ')}`);
    if (done.has(name)) return;
    for (const used of features[name]?.uses ?? []) visit(used, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(features)) visit(name, []);
}
assertNoFeatureCycle(FEATURES);

/** A feature imports its own modules and the public modules of the features it uses, nothing else of src/server/features. */
const featureZones = featureFolders.map((feature) => ({
  target: `src/server/features/${feature}`,
  from: 'src/server/features',
  except: [`./${feature}`, ...(FEATURES[feature]?.uses ?? []).flatMap((used) => FEATURES[used].public.map((file) => `./${used}/${file}`))],
  message: `Of another feature, ${feature} imports only the public modules of those it uses (FEATURES in eslint.config.js), never their routes.`,
}));

/** Route modules parse, authorize and call a feature's service; the database is the services' business. */
const routeModules = ['src/server/features/**/routes.ts', 'src/server/features/**/*-routes.ts'];

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'bench/results/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Our imports name their files with the extension (./service.ts): the node resolver finds them.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The environment is read in one validated module (src/server/config.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', 'src/server/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through src/server/config.ts.' }],
    },
  },
  {
    // src/shared is isomorphic: no Node, React or database code.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'react', 'react-*', 'drizzle-orm*', 'fastify*', '**/server/**', '**/client/**'], message: 'src/shared holds contracts, types and constants only.' }] },
      ],
    },
  },
  {
    // The browser bundle never imports server code (types only).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.ts', 'src/client/entry.server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], allowTypeImports: true, message: 'Client code may import server types only.' },
            // The public pages' contract is zod schemas: a value from it puts zod (about 30 KB gzip) on
            // every page that links to a service (issue 21, item 3). Paths and lookups: shared/service-paths.ts.
            { group: ['**/shared/contracts/content.ts'], allowTypeImports: true, message: 'Types only from contracts/content.ts in the browser: take servicePath, bookingPath and findService from shared/service-paths.ts.' },
          ],
        },
      ],
    },
  },
  {
    // Links keep the page's language (ADR 0019): the site's Link, NavLink and useNavigate localize.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'useNavigate'],
              message: 'Use lib/localized-links.tsx: it keeps the page language in the address (ADR 0019).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere in src (import-x skips type-only imports; the zones below hold
    // those to the layers too). Test files import and are imported by nothing of the product.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The layers and the feature boundaries above. Tests may reach into what they test.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/server/testing/**', 'src/server/features/*/testing.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: 'src/shared', from: ['src/client', 'src/server'], message: 'src/shared imports nothing from the client or the server.' },
            { target: 'src/client', from: 'src/server', message: 'The client imports nothing from the server (shared types live in src/shared).' },
            { target: 'src/server', from: 'src/client', except: ['./lib/app-context.ts'], message: 'The server imports only lib/app-context.ts of the client.' },
            {
              target: ['src/server/lib', 'src/server/db', 'src/server/config.ts'],
              from: ['src/server/features', 'src/server/plugins', 'src/server/app.ts'],
              message: 'Server lib and db modules are below the features and plugins.',
            },
            {
              target: 'src/server/features',
              from: ['src/server/app.ts', 'src/server/main.ts', 'src/server/dev.ts'],
              message: 'Features take what they need as arguments (a MailOutbox, a Translator), never from app.ts.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: routeModules,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Route modules call a service; queries belong in the feature\'s service.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Route modules call a service; queries belong in the feature\'s service.' },
            { group: ['**/db/schema.ts', '**/db/schema'], message: 'Route modules call a service; tables and rows belong to the feature\'s service.' },
          ],
        },
      ],
    },
  },
);
