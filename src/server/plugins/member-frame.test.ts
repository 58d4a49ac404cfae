import zlib from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FrameParts } from '../../client/lib/app-context.ts';
import { FRAME_STAND_IN, memberFrameOf, memberFrameTemplate, pageSharing } from './member-frame.ts';
import type { CachedPage } from './page-cache.ts';

const VISITOR: FrameParts = {
  userArea: '<a href="/api/login" class="bar">Log In</a>',
  drawerUserArea: '<a href="/api/login" class="drawer">Log In</a>',
  userData: '<script id="frame-user" type="application/json">null</script>',
  welcome: 'Welcome back',
};
const MEMBER: FrameParts = {
  userArea: '<button data-testid="avatar-button">M</button>',
  drawerUserArea: '<p>meera@example.com</p>',
  userData: '<script id="frame-user" type="application/json">{"firstName":"Meera"}</script>',
  welcome: 'Welcome back, Meera',
};
const html = (p: FrameParts) =>
  `<html><body><nav>${p.userArea}</nav><main>${'<p>content</p>'.repeat(50)}</main><dialog>${p.drawerUserArea}</dialog>${p.userData}</body></html>`;
const { welcome: _, ...frameOnly } = VISITOR;
const cached = (body: string, userRead = false) => ({ body: Buffer.from(body), userRead }) as CachedPage;

describe("a member's frame in a page rendered once", () => {
  it('cuts the page at the parts, in the order they appear', () => {
    const template = memberFrameTemplate(Buffer.from(html(VISITOR)), frameOnly)!;
    expect(template.order).toEqual(['userArea', 'drawerUserArea', 'userData']);
    const page = cached(html(VISITOR));
    expect(memberFrameOf(page, 'everyone', () => VISITOR)).not.toBeNull();
  });

  it('refuses a page where a part is missing or found twice', () => {
    expect(memberFrameTemplate(Buffer.from(html(VISITOR).replace(VISITOR.userArea, '')), frameOnly)).toBeNull();
    expect(memberFrameTemplate(Buffer.from(html(VISITOR) + VISITOR.drawerUserArea), frameOnly)).toBeNull();
  });

  it('refuses a page rendered for the stand-in member that still holds it outside the parts', () => {
    const standIn: FrameParts = { ...MEMBER, drawerUserArea: `<p>${FRAME_STAND_IN.email}</p>`, welcome: `Welcome back, ${FRAME_STAND_IN.firstName}` };
    const page = `${html(standIn)}<p>${standIn.welcome}</p>`;
    expect(memberFrameTemplate(Buffer.from(page), standIn)).not.toBeNull();
    expect(memberFrameTemplate(Buffer.from(`${page}<meta content="${FRAME_STAND_IN.email}">`), standIn)).toBeNull();
  });

  it("does not share a page for everyone whose loaders read the user, but shares the members' page that did", () => {
    expect(memberFrameOf(cached(html(VISITOR), true), 'everyone', () => VISITOR)).toBeNull();
    const standIn: FrameParts = { ...VISITOR, welcome: 'Welcome back, FrameStandIn' };
    expect(memberFrameOf(cached(`${html(standIn)}<p>${standIn.welcome}</p>`, true), 'members', () => standIn)).not.toBeNull();
  });

  it('sends the stitched page that gunzips to the page with the member\'s parts', async () => {
    const { sendMemberPage } = await import('./member-frame.ts');
    const page = { ...cached(html(VISITOR)), status: 200, headers: [['content-type', 'text/html'], ['vary', 'Cookie']], csp: "script-src 'self'" } as CachedPage;
    const template = memberFrameTemplate(page.body, frameOnly)!;
    const sent: { headers: Record<string, unknown>; body?: Buffer } = { headers: {} };
    const res = { setHeader: (n: string, v: unknown) => void (sent.headers[n] = v), end: (b: Buffer) => void (sent.body = b) } as never;
    sendMemberPage(res, page, template, MEMBER, { gzip: true, cookies: [] });
    expect(zlib.gunzipSync(sent.body!).toString()).toBe(html(MEMBER));
    expect(sent.headers['cache-control']).toBe('private, no-store');
    expect(sent.headers.vary).toBe('Cookie, Accept-Encoding');
  });
});

describe('which pages are shared', () => {
  const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: object, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    module: { handle },
  });
  const build = {
    routes: {
      root: route('root', undefined, ''),
      lang: route('lang', 'root', ':lang?', { i18n: [] }),
      home: route('home', 'lang', undefined, { i18n: ['home'] }, true),
      about: route('about', 'lang', 'about', { i18n: ['about'] }),
      login: route('login', 'lang', 'login', { personal: true }),
      dashboard: route('dashboard', 'root', 'dashboard', { sameForMembers: true }),
    },
  } as unknown as ServerBuild;
  const sharing = pageSharing(build);

  it('shares public pages with everyone, the dashboard with every member, and not a personal page', () => {
    expect(sharing('/')).toBe('everyone');
    expect(sharing('/hi/about')).toBe('everyone');
    expect(sharing('/dashboard')).toBe('members');
    expect(sharing('/login')).toBeNull();
    expect(sharing('/gu/login')).toBeNull();
    expect(sharing('/no/such/page')).toBeNull();
  });
});
