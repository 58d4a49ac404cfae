/**
 * Fuzzing (hostile test 1): every POST, PUT and PATCH route under /api, found in Fastify's route
 * table when the test runs (so routes added later are covered without touching this file), gets
 * generated junk from fast-check: any JSON value, wrong types, huge strings, deep nesting,
 * `__proto__`/`constructor` keys, invalid UTF-8 bytes, NUL characters and lone surrogates, empty and
 * non-JSON bodies, wrong content types, and bodies shaped like the route's own schema (taken from
 * its OpenAPI document) with some fields replaced by junk.
 *
 * What must hold, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
 * - never a 5xx;
 * - junk that is not even an object of the right shape is always a 4xx;
 * - after any 4xx, no table has a row more or less than before (nothing invalid stored);
 * - Object.prototype is never polluted.
 * Requests come from a new address each time, so rate limits do not end the exploration early.
 * A second pass sends junk in the query string of every GET route (without path parameters) as the
 * admin: never a 5xx.
 * FUZZ_RUNS raises the number of runs per route and kind of junk (default 4; 3x for shaped bodies).
 * fast-check draws new junk on every run, so the runs of every CI add up; `FUZZ_RUNS=100 npx vitest
 * run --project resilience src/server/resilience/fuzz.test.ts` explores more at once. (4, not 12:
 * on a slower two-core machine the fuzzing took four of CI's twelve minutes, beside the browser tests.)
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { createUser } from '../testing/auth.ts';
import { testDatabaseKinds } from '../testing/databases.ts';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 4));
const MUTATING = new Set(['POST', 'PUT', 'PATCH']);
/** Tables that record refusals on purpose: sign-in failures (the throttle counts them). */
const WRITES_ON_REFUSAL = new Set(['sign_in_failures']);

/* ------------------------------------------------------------------------------------------------
 * The route table.
 * ---------------------------------------------------------------------------------------------- */

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every (method, path) of Fastify's route table, read from printRoutes({ commonPrefix: false }):
 * one line per node, four columns of indentation per level, a node's path relative to its parent,
 * its methods in parentheses.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const out: RouteEntry[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = full;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) out.push({ method, url: full });
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------
 * Junk.
 * ---------------------------------------------------------------------------------------------- */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ufeff',
  '😀'.repeat(50),
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '=HYPERLINK("http://x")',
  '%00%ff',
  ' ',
  '',
);
const weirdString = fc.oneof(
  nasty,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: loneSurrogate, maxLength: 5 }),
  fc.tuple(fc.string({ maxLength: 10 }), nasty).map(([a, b]) => a + b),
);
/** 10 KB to 300 KB of one character (the body limit is 1 MB). */
const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '\u0000', '😀', 'ગ', ' '), fc.integer({ min: 10_000, max: 300_000 }))
  .map(([c, n]) => c.repeat(Math.ceil(n / c.length)));
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 50_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => ({ depth, open }));

function nestedJson({ depth, open }: { depth: number; open: string }): string {
  return open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth);
}

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: weirdString },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 0.1) },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(weirdString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom({}, [], [[]], { a: { b: { c: {} } } }) },
);

/** A JSON text with prototype-pollution keys in front of `rest`'s own keys. */
function withPoisonKeys(rest: unknown, which: 'proto' | 'constructor'): string {
  const poison = which === 'proto' ? '"__proto__":{"polluted":"yes","role":"admin"}' : '"constructor":{"prototype":{"polluted":"yes"}}';
  const inner = rest && typeof rest === 'object' && !Array.isArray(rest) ? JSON.stringify(rest).slice(1, -1) : '';
  return `{${poison}${inner ? ',' + inner : ''}}`;
}

/* ------------------------------------------------------------------------------------------------
 * Bodies shaped like the route's schema (its OpenAPI request body), with some leaves broken.
 * ---------------------------------------------------------------------------------------------- */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  format?: string;
  pattern?: string;
}

const PATTERN_CANDIDATES = ['1990-04-12', '06:45', 'abcDEF12345', '/objects/fuzz.png', 'x@example.com'];

function plausibleString(s: JsonSchema): string {
  if (s.format === 'email') return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  if (s.format === 'date') return '1990-04-12';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'uuid') return randomUUID();
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit) return hit;
  }
  const length = Math.min(Math.max(s.minLength ?? 1, 12), s.maxLength ?? 12);
  return 'Fuzz value 9876543210'.slice(0, length).padEnd(length, 'x');
}

/** An arbitrary close to valid for `s`: mostly plausible leaves, some junk, sometimes keys missing or extra. */
function shaped(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const junky = (plausible: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary: plausible }, { weight: 1, arbitrary: junkValue }, { weight: 1, arbitrary: weirdString.map((w) => `Fuzz ${w}`) });
  if (depth > 6) return junkValue;
  const branches = s.oneOf ?? s.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => shaped(b, depth + 1)));
  if (s.allOf?.length) return shaped(Object.assign({}, ...s.allOf), depth + 1);
  if (s.const !== undefined) return junky(fc.constant(s.const));
  if (s.enum?.length) return junky(fc.constantFrom(...s.enum));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const record = Object.fromEntries(props.map(([k, v]) => [k, shaped(v, depth + 1)]));
      return fc
        .tuple(
          fc.record(record, { requiredKeys: [] }),
          fc.dictionary(fc.constantFrom('extra', 'isAdmin', 'role', 'id', 'status', 'paid', 'amountInr'), junkValue, { maxKeys: 2 }),
          fc.boolean(),
        )
        .map(([r, extra, addExtra]) => (addExtra ? { ...r, ...extra } : r));
    }
    case 'array':
      return junky(fc.array(shaped(s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, 3) }));
    case 'string':
      return junky(fc.constant(null).map(() => plausibleString(s)));
    case 'boolean':
      return junky(fc.constant(true));
    case 'integer':
    case 'number':
      return junky(fc.constant(Math.max(s.minimum ?? 1, 1)));
    default:
      return junkValue;
  }
}

/* ------------------------------------------------------------------------------------------------
 * The test.
 * ---------------------------------------------------------------------------------------------- */

interface Fired {
  status: number;
  body: string;
}

let address = 0;
const nextAddress = () => {
  address++;
  return `10.${100 + ((address >> 16) & 127)}.${(address >> 8) & 255}.${address & 255}`;
};

for (const kind of testDatabaseKinds()) {
  describe(`fuzzing every POST/PUT/PATCH route of the route table (${kind})`, () => {
    let t: TestApp;
    let tables: string[] = [];
    let routes: Array<RouteEntry & { schema?: JsonSchema; hasBody: boolean }> = [];
    let knownIds: string[] = [];
    const protoKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();

    const counts = async (): Promise<Record<string, number>> => {
      const query = tables.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
      const result = (await t.db.database.db.execute(sql.raw(query))) as unknown as { rows: Array<{ name: string; n: number }> };
      return Object.fromEntries(result.rows.map((r) => [r.name, Number(r.n)]));
    };

    beforeAll(async () => {
      t = await createTestApp(kind);
      const listed = (await t.db.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      tables = listed.rows.map((r) => r.table_name).filter((name) => /^[a-z_]+$/.test(name));

      const doc = t.app.swagger() as { paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
      routes = routeTable(t.app)
        .filter((r) => MUTATING.has(r.method) && r.url.startsWith('/api/') && !r.url.includes('*'))
        .map((r) => {
          const op = doc.paths?.[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
          const schema = op?.requestBody?.content?.['application/json']?.schema;
          return { ...r, schema, hasBody: Boolean(schema) };
        });

      // Real ids make the junk reach further (an existing form, event or registration).
      for (const table of ['forms', 'webinars', 'registrations']) {
        if (!tables.includes(table)) continue;
        const rows = (await t.db.database.db.execute(sql.raw(`select id::text as id from "${table}" limit 3`))) as unknown as { rows: Array<{ id: string }> };
        knownIds.push(...rows.rows.map((r) => r.id));
      }
      knownIds = [...knownIds, 'monthly-meditation-circle'];
    });
    afterAll(async () => {
      await t?.close();
    });

    it('finds the mutation routes in the route table, and every one the OpenAPI document lists', () => {
      expect(routes.length).toBeGreaterThan(0);
      const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
      const documented = Object.entries(doc.paths ?? {}).flatMap(([p, ops]) =>
        Object.keys(ops)
          .filter((m) => MUTATING.has(m.toUpperCase()) && p.startsWith('/api/'))
          .map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      );
      const found = new Set(routes.map((r) => `${r.method} ${r.url}`));
      expect(documented.filter((d) => !found.has(d))).toEqual([]);
      console.info(`fuzz.test.ts (${kind}): ${routes.length} routes: ${routes.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    });

    it('answers junk with a 4xx, never a 5xx, and stores nothing it refuses', { timeout: 240_000 }, async () => {
      const tally = new Map<string, Map<number, number>>();
      const urlFor = (url: string, segment: string) => url.replace(/:(\w+)/g, () => segment);
      const segmentArb = fc.oneof(
        fc.constantFrom(...knownIds),
        fc.uuid().map(String),
        fc.constantFrom('%ff', '%00', '..%2f..%2fetc', '%c3%28', 'x'.repeat(199)),
        weirdString.map((w) => [...Buffer.from(w)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('').slice(0, 150) || 'x'),
      );

      let countsAfterRefusal: Record<string, number> | null = null;
      for (const route of routes) {
        const label = `${route.method} ${route.url}`;
        const byStatus = new Map<number, number>();
        tally.set(label, byStatus);

        const fire = async (segment: string, payload: string | Buffer | undefined, contentType: string | undefined, extra: Record<string, string> = {}): Promise<Fired> => {
          const headers: Record<string, string> = { ...extra };
          if (contentType !== undefined) headers['content-type'] = contentType;
          const res = await t.app.inject({ method: route.method as 'POST', url: urlFor(route.url, segment), headers, payload, remoteAddress: nextAddress() });
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          return { status: res.statusCode, body: res.body.slice(0, 300) };
        };
        const preview = (payload: string | Buffer | undefined) =>
          payload === undefined ? '(none)' : (Buffer.isBuffer(payload) ? payload.toString('latin1') : payload).slice(0, 200);

        /**
         * One request: never 5xx; a 4xx leaves every table as it was; junk that cannot be the
         * route's body (`mustRefuse`) is a 4xx.
         */
        const check = async (segment: string, payload: string | Buffer | undefined, contentType: string | undefined, mustRefuse: boolean, extra?: Record<string, string>) => {
          // After a refusal the tables are as they were, so its counts are the next request's "before"
          // (half the count queries: most junk is refused). After anything else they are read again.
          const before = countsAfterRefusal ?? (await counts());
          countsAfterRefusal = null;
          const res = await fire(segment, payload, contentType, extra);
          const context = `${label} [${contentType ?? 'no content-type'}] body ${JSON.stringify(preview(payload))} → ${res.status} ${res.body}`;
          expect(res.status, context).toBeLessThan(500);
          if (mustRefuse && route.hasBody) expect(res.status, context).toBeGreaterThanOrEqual(400);
          if (res.status >= 400) {
            const after = await counts();
            for (const table of tables) {
              if (!WRITES_ON_REFUSAL.has(table)) expect(after[table], `${context}: table ${table} changed`).toBe(before[table]);
            }
            countsAfterRefusal = after;
          }
          expect(Object.getOwnPropertyNames(Object.prototype).sort(), `${context}: Object.prototype`).toEqual(protoKeysBefore);
        };
        const run = <T>(arb: fc.Arbitrary<T>, body: (v: T) => Promise<void>, numRuns = RUNS) =>
          fc.assert(fc.asyncProperty(arb, body), { numRuns, endOnFailure: true });

        // 1. Any JSON value that is not an object (numbers, strings, arrays, null).
        await run(fc.tuple(segmentArb, fc.jsonValue({ maxDepth: 4 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))), ([seg, v]) =>
          check(seg, JSON.stringify(v), 'application/json', true),
        );
        // 2. Huge strings and deep nesting.
        await run(fc.tuple(segmentArb, hugeString), ([seg, s]) => check(seg, JSON.stringify(s), 'application/json', true));
        await run(fc.tuple(segmentArb, deepNesting), ([seg, d]) => check(seg, nestedJson(d), 'application/json', true));
        // 3. Prototype-pollution keys (alone, and in front of a shaped body).
        await run(fc.tuple(segmentArb, route.schema ? shaped(route.schema) : junkValue, fc.constantFrom('proto', 'constructor') as fc.Arbitrary<'proto' | 'constructor'>), ([seg, rest, which]) =>
          check(seg, withPoisonKeys(rest, which), 'application/json', false),
        );
        // 4. Invalid UTF-8 bytes, raw and inside JSON strings.
        await run(fc.tuple(segmentArb, fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.boolean()), ([seg, bytes, wrapped]) =>
          check(
            seg,
            wrapped ? Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from(bytes), Buffer.from('"}')]) : Buffer.from([0xc3, 0x28, ...bytes]),
            'application/json',
            true,
          ),
        );
        // 5. Empty and non-JSON bodies, and content types this API does not take.
        await run(
          fc.tuple(
            segmentArb,
            fc.oneof(fc.constant(''), fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', 'null null', 'undefined', "{'a':1}", 'a=1&b=2', '<x/>')),
            fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/xml', 'application/json; charset=latin1', undefined),
          ),
          async ([seg, text, type]) => {
            // A text that happens to be a JSON object is not junk for this step.
            let isObject = false;
            try {
              const parsed = JSON.parse(text);
              isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
            } catch {
              // not JSON: junk indeed
            }
            await check(seg, text, type, !(isObject && type?.startsWith('application/json')));
          },
        );
        // 6. Bodies shaped like the route's schema, with junk in some places (reaching the handler).
        if (route.schema) {
          await run(fc.tuple(segmentArb, shaped(route.schema)), ([seg, v]) => check(seg, JSON.stringify(v), 'application/json', false), RUNS * 3);
          // The same from another site: refused before anything else.
          await run(fc.tuple(segmentArb, shaped(route.schema)), ([seg, v]) => check(seg, JSON.stringify(v), 'application/json', true, { origin: 'https://evil.example' }), 3);
        }
      }

      console.info(
        `fuzz.test.ts (${kind}) answers per route:\n` +
          [...tally].map(([label, m]) => `  ${label}: ${[...m].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ')}`).join('\n'),
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
}

/**
 * The query strings of every GET route under /api without path parameters, as the admin (so the
 * admin lists' filters and search boxes are reached): each query parameter its OpenAPI document
 * names, and `q`, gets NUL bytes, a lone surrogate, far dates, numbers out of range, a long string.
 * Never a 5xx (issue 49 item 13: a NUL byte in the search box of seven admin lists was a 500).
 */
const QUERY_JUNK = ['\u0000', 'a\u0000b', '\ud800', '9999-12-31', '0000-00-00', '2026-02-30', '-1', '1e308', '%00', "' OR 1=1 --", 'x'.repeat(3000)];

for (const kind of testDatabaseKinds()) {
  describe(`fuzzing the query strings of every GET route as the admin (${kind})`, () => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createTestApp(kind);
      cookie = (await createUser(t, { role: 'admin' })).cookie;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers junk in any query parameter with a 4xx or a 200, never a 5xx', { timeout: 240_000 }, async () => {
      const doc = t.app.swagger() as { paths?: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>> };
      const routes = routeTable(t.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes('*') && !r.url.includes(':'));
      expect(routes.length).toBeGreaterThan(10);
      const failures: string[] = [];
      for (const route of routes) {
        const names = new Set([...(doc.paths?.[route.url]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), 'q']);
        for (const name of names) {
          for (const value of QUERY_JUNK) {
            const res = await t.app.inject({ url: route.url, query: { [name]: value }, headers: { cookie }, remoteAddress: nextAddress() });
            if (res.statusCode >= 500) failures.push(`GET ${route.url}?${name}=${JSON.stringify(value).slice(0, 40)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });
}
