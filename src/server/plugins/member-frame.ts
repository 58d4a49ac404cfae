/**
 * A member's public page (ADR 0022): the page rendered once for everyone, as the page cache keeps it
 * for visitors, with the member's frame put in. The frame's user (the Log In link or the avatar
 * menu, in the bar and in the drawer, and the element that tells the browser who it is) is the only
 * part of such a page that depends on who asks; a route whose content does says so (`personal` in
 * its handle) and is rendered whole for each member as before.
 *
 * Which pages: those whose routes do not say `personal` (pageSharing), for a GET of the page itself
 * (not a `.data` answer) without a query string, as the page cache keeps them. The dashboard, for
 * members only, is rendered once for a stand-in member (FRAME_STAND_IN), and its welcome line is one
 * more part.
 *
 * The page is cut once at the visitor's parts of the frame, found by rendering those parts alone
 * with the same components (entry.server.tsx, renderFrameParts): each must occur exactly once, or
 * the page is rendered whole. Its pieces are compressed once (lib/stitched-gzip.ts); each answer
 * renders the member's parts (a few hundred bytes of HTML) and stitches them in. The member's page is
 * never kept: it is sent with `private, no-store`, like every page for a session.
 */
import type { ServerResponse } from 'node:http';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { FrameParts, PageSharingHandle } from '../../client/lib/app-context.ts';
import type { CurrentUser } from '../../shared/contracts/auth.ts';
import { stitchedGzip, stitchedText, stitchGzip, type StitchedGzip } from '../lib/stitched-gzip.ts';
import { PRIVATE_CACHE_CONTROL, varyCookie } from './authz.ts';
import type { CachedPage } from './page-cache.ts';

/** A page cut at its frame's parts, in the order they appear. */
export interface MemberFrameTemplate {
  order: ReadonlyArray<keyof FrameParts>;
  gzip: StitchedGzip;
}

/**
 * Who a page for every member is rendered for (`sameForMembers`): each member's parts replace this
 * stand-in's. Its id, address and name are not words a page would hold, so that any of them left in
 * the page outside its parts is seen (the page is then rendered whole for each member).
 */
export const FRAME_STAND_IN: CurrentUser = {
  id: 'frame-stand-in',
  firstName: 'FrameStandIn',
  lastName: null,
  email: 'frame-stand-in@example.invalid',
  profileImageUrl: null,
  isAdmin: false,
};

/** The parts a page rendered for everyone holds (the welcome line is the dashboard's alone). */
const EVERYONE_PARTS = ['userArea', 'drawerUserArea', 'userData'] as const;
const MEMBER_PARTS = [...EVERYONE_PARTS, 'welcome'] as const;

/**
 * `html` cut at the parts `rendered` (of the user the page was rendered for), or null when one of
 * them is not found exactly once, or when what is left still holds the stand-in member.
 */
export function memberFrameTemplate(html: Buffer, rendered: Partial<FrameParts>): MemberFrameTemplate | null {
  const found: Array<{ name: keyof FrameParts; at: number; end: number }> = [];
  for (const name of Object.keys(rendered) as Array<keyof FrameParts>) {
    const part = Buffer.from(rendered[name]!);
    const at = html.indexOf(part);
    if (!part.length || at < 0 || html.indexOf(part, at + 1) >= 0) return null;
    found.push({ name, at, end: at + part.length });
  }
  found.sort((a, b) => a.at - b.at);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const { at, end } of found) {
    if (at < from) return null;
    pieces.push(html.subarray(from, at));
    from = end;
  }
  pieces.push(html.subarray(from));
  const standIn = [FRAME_STAND_IN.id, FRAME_STAND_IN.email, FRAME_STAND_IN.firstName!];
  if (pieces.some((piece) => standIn.some((word) => piece.includes(word)))) return null;
  return { order: found.map((f) => f.name), gzip: stitchedGzip(pieces) };
}

/**
 * Who a page is the same for, but for the frame: everyone (rendered for a visitor), every member
 * (`sameForMembers`: rendered for the stand-in), or null (a route says `personal`: rendered whole
 * for each member). Routes say it in their handle (i18n/page-namespaces.ts).
 */
export type PageSharing = 'everyone' | 'members' | null;

/** Who a page is rendered for once, to be shared: a visitor (null) or the stand-in member. */
export const renderedFor = (sharing: PageSharing): CurrentUser | null => (sharing === 'members' ? FRAME_STAND_IN : null);

/** The template of a cached page, made on first use and kept with it (null: the page is rendered whole for members). */
export function memberFrameOf(page: CachedPage, sharing: PageSharing, partsFor: (user: CurrentUser | null) => FrameParts): MemberFrameTemplate | null {
  if (page.memberFrame === undefined) {
    // A page for everyone whose loaders asked who the user is depends on it (a visitor's render of it is not a member's).
    if (sharing === 'everyone' && page.userRead) return (page.memberFrame = null);
    const parts = partsFor(renderedFor(sharing));
    const names = sharing === 'members' ? MEMBER_PARTS : EVERYONE_PARTS;
    page.memberFrame = memberFrameTemplate(page.body, Object.fromEntries(names.map((name) => [name, parts[name]])));
  }
  return page.memberFrame;
}

/** The sharing of the page at a path, decided from the build's route table before anything renders. */
export function pageSharing(build: Pick<ServerBuild, 'routes'>): (pathname: string) => PageSharing {
  const manifest = Object.values(build.routes).filter((r) => r !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: childrenOf(r.id) }));
  const tree = childrenOf(undefined);
  // matchRoutes ranks the whole table at each call: each path is decided once (a few hundred paths at most are kept).
  const decided = new Map<string, PageSharing>();
  return (pathname) => {
    let sharing = decided.get(pathname);
    if (sharing === undefined) {
      const handles = (matchRoutes(tree, pathname) ?? []).map((m) => (build.routes[m.route.id!]?.module.handle ?? {}) as PageSharingHandle);
      sharing = !handles.length || handles.some((h) => h.personal) ? null : handles.some((h) => h.sameForMembers) ? 'members' : 'everyone';
      if (decided.size >= 500) decided.clear();
      decided.set(pathname, sharing);
    }
    return sharing;
  };
}

/** Sends `page` with the member's frame parts in it, gzip-compressed when the client takes it. */
export function sendMemberPage(
  res: ServerResponse,
  page: CachedPage,
  template: MemberFrameTemplate,
  member: FrameParts,
  options: { gzip: boolean; cookies: string[] },
): void {
  const parts = template.order.map((name) => Buffer.from(member[name]));
  const body = options.gzip ? stitchGzip(template.gzip, parts) : Buffer.concat(stitchedText(template.gzip, parts));
  res.statusCode = page.status;
  let vary: string | undefined;
  for (const [name, value] of page.headers) {
    if (name === 'vary') vary = value;
    else if (name !== 'cache-control') res.setHeader(name, value);
  }
  res.setHeader('cache-control', PRIVATE_CACHE_CONTROL);
  res.setHeader('vary', `${varyCookie(vary)}, Accept-Encoding`);
  res.setHeader('content-security-policy', page.csp);
  if (options.gzip) res.setHeader('content-encoding', 'gzip');
  if (options.cookies.length) res.setHeader('set-cookie', options.cookies);
  res.setHeader('content-length', body.length);
  res.end(body);
}
