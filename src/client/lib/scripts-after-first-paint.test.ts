import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT } from './first-paint.ts';
import { importAfterFirstPaint } from './scripts-after-first-paint.tsx';

// React Router's module script for a page (react-router's <Scripts>), as it writes it.
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-a.js";
import * as route1_clientMiddleware from "/assets/language-b.js";
import * as route1_main from "/assets/language-c.js";
const route1 = {...route1_clientMiddleware,...route1_main};
  window.__reactRouterManifest = {"version": "1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/language":route1};

import("/assets/entry.client-d.js");`;

describe('importAfterFirstPaint', () => {
  it('makes the route modules dynamic imports started together after the first paint, the rest as it was', () => {
    const source = importAfterFirstPaint(ROUTER_SCRIPT);
    expect(source).not.toMatch(/^import \*/m);
    const [wait, imports, ...rest] = source.split('\n');
    expect(wait).toBe(`await new Promise(${AFTER_FIRST_PAINT});`);
    expect(imports).toBe(
      'const [route0, route1_clientMiddleware, route1_main] = await Promise.all([import("/assets/root-a.js"), import("/assets/language-b.js"), import("/assets/language-c.js")]);;',
    );
    expect(rest.join('\n')).toBe(ROUTER_SCRIPT.replace(/^import \*.*$/gm, '').split('\n').slice(1).join('\n'));
  });

  it("on a reading page, waits after the first paint for the function it is given, then imports", () => {
    const [paint, wait, imports] = importAfterFirstPaint(ROUTER_SCRIPT, '(then) => setTimeout(then)').split('\n');
    expect(paint).toBe(`await new Promise(${AFTER_FIRST_PAINT});`);
    expect(wait).toBe('await new Promise((then) => setTimeout(then));');
    expect(imports).toMatch(/^const \[route0, route1_clientMiddleware, route1_main\] = await Promise.all\(/);
  });

  it('leaves a script with another kind of static import as it is', () => {
    const withManifest = ROUTER_SCRIPT.replace(/^;/, 'import "/assets/manifest-1.js";');
    expect(importAfterFirstPaint(withManifest)).toBe(withManifest);
    expect(importAfterFirstPaint(' ')).toBe(' ');
  });
});
