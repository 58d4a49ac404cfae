/**
 * axe-core for the browser tests, in one place: the serious and critical findings on a page as it is
 * now. A page is checked once per language (e2e/a11y.test.ts for the public pages, the journeys for
 * the pages only they reach: registration with its errors shown, the dashboard's tabs, the receipt,
 * the founder's Downloads page).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the browser's debugging protocol: the pages' CSP forbids injected <script> tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations on the page, one line each (rule, help, the first three elements).
 *
 * Blocks below the first screen are `content-visibility: auto` (ADR 0024): the browser paints one
 * only when it comes near the viewport, and axe judges contrast by what is painted, so it compared
 * the footer's light text with the white it found there. Every such block is rendered for the
 * check, as scrolling through the page renders it, and left as it was afterwards.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Violation[] }> } }).axe;
    const deferred = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => getComputedStyle(el).contentVisibility === 'auto');
    for (const el of deferred) el.style.contentVisibility = 'visible';
    try {
      return (await axe.run(document, { resultTypes: ['violations'] })).violations;
    } finally {
      for (const el of deferred) el.style.contentVisibility = '';
    }
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
