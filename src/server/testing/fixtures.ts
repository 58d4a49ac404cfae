/**
 * The shared setup of an API test file: the real app on a fresh database of one kind, a signed-in
 * admin and a signed-in member, requests as either of them (or signed out), and the e-mails the app
 * queued. Call it once at the top of a `describe` block; it registers that block's beforeAll (build
 * the app, create the two accounts) and afterAll (close the app, drop its database):
 *
 *   describe.each(testDatabaseKinds())('admin services API on %s', (kind) => {
 *     const { t, admin, member, db, as, mails } = appWithPeople(kind);
 *     it('lets only an admin change services', async () => {
 *       expect((await as(member, 'DELETE', '/api/services/x')).statusCode).toBe(403);
 *       expect(await mails({ to: admin.email, kind: 'admin-registration-new' })).toHaveLength(0);
 *     });
 *   });
 *
 * `t`, `admin` and `member` are named before the app exists (a describe body runs before any hook),
 * so they are objects the beforeAll fills in: read their fields inside hooks and tests, never while
 * the describe body runs. Hooks the file registers BEFORE this call run before the app is built
 * (start a stand-in server there and pass `env` as a function that reads its address); hooks it
 * registers after run once the app and both accounts exist, and its afterAll hooks run before the
 * app is closed.
 *
 * `withApp(kind, options)` is the same without the accounts (t, db, as, mails), for files about
 * visitors or that make their own accounts.
 *
 * Options: `seed: false` for an empty catalogue; `env` for settings on top of testing/settings.ts;
 * `build` for the built pages and caches (testing/app.ts createTestApp);
 * `admin` / `member` for how each account is made (createUser's options), `member: false` for a
 * file that must have the admin as its only account (one that counts users, say).
 */
import { asc, type SQL, and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { createTestApp, type TestApp, type TestBuildOptions } from './app.ts';
import { createUser, injectAs, type AsUser, type TestUser } from './auth.ts';
import type { DatabaseKind } from './databases.ts';

type UserOptions = NonNullable<Parameters<typeof createUser>[1]>;

export interface WithAppOptions {
  seed?: boolean;
  env?: Record<string, string> | (() => Record<string, string>);
  build?: TestBuildOptions;
}

export interface AppWithPeopleOptions extends WithAppOptions {
  admin?: Omit<UserOptions, 'role'>;
  member?: Omit<UserOptions, 'role'> | false;
}

/** A row of the outbox: what the app queued to send (the mail worker sends it later). */
export type QueuedMail = typeof emailOutbox.$inferSelect;

export interface WithApp {
  /** The app and its database (filled in by the beforeAll). */
  t: TestApp;
  /** The app's Drizzle database. */
  db(): TestApp['db']['database']['db'];
  /** A request as `user` (null: signed out), with the language cookie when `lang` is given (testing/auth.ts injectAs). */
  as(...request: AsUser): ReturnType<typeof injectAs>;
  /** The e-mails queued so far, oldest first, to `to` and of `kind` when given. */
  mails(filter?: { to?: string; kind?: string }): Promise<QueuedMail[]>;
}

export interface AppWithPeople extends WithApp {
  /** A signed-in admin (filled in by the beforeAll). */
  admin: TestUser;
  /** A signed-in member (filled in by the beforeAll; left empty with `member: false`). */
  member: TestUser;
}

/** The app alone (no accounts): for files about visitors, or that make their own accounts. */
export function withApp(kind: DatabaseKind, options: WithAppOptions = {}): WithApp {
  const t = {} as TestApp;
  let built = false;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    Object.assign(t, await createTestApp(kind, { seed: options.seed, env, build: options.build }));
    built = true;
  });
  afterAll(async () => {
    if (built) await t.close();
  });
  const db = () => t.db.database.db;
  return {
    t,
    db,
    as: (...request) => injectAs(t, ...request),
    async mails(filter = {}) {
      const where: SQL[] = [];
      if (filter.to !== undefined) where.push(eq(emailOutbox.to, filter.to));
      if (filter.kind !== undefined) where.push(eq(emailOutbox.kind, filter.kind));
      return db().select().from(emailOutbox).where(and(...where)).orderBy(asc(emailOutbox.createdAt));
    },
  };
}

/** The app with a signed-in admin and (unless `member: false`) a signed-in member. */
export function appWithPeople(kind: DatabaseKind, options: AppWithPeopleOptions = {}): AppWithPeople {
  const app = withApp(kind, options);
  const admin = {} as TestUser;
  const member = {} as TestUser;
  beforeAll(async () => {
    Object.assign(admin, await createUser(app.t, { ...options.admin, role: 'admin' }));
    if (options.member !== false) Object.assign(member, await createUser(app.t, { ...options.member, role: 'user' }));
  });
  return { ...app, admin, member };
}
