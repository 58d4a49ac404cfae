/**
 * The public website: every page's key content in English, and translated in Hindi and Gujarati;
 * the filters of /services and /events; the contact form's states; what search engines read.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLocaleResources } from '../src/server/lib/i18n.ts';
import type { Webinar } from '../src/shared/contracts/content.ts';
import { signInAsAdmin } from './support/auth.ts';
import { baseUrl, chooseLanguage, DESKTOP, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';
import { api, uniqueEmail } from './support/catalogue.ts';

type Lang = 'en' | 'hi' | 'gu';
const locales = readLocaleResources();
/** A translation, straight from the locale files the site uses. */
const tr = (lang: Lang, key: string): string => {
  const [ns, path] = key.split(':');
  const value = path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], locales[lang][ns]);
  if (typeof value !== 'string') throw new Error(`no translation ${lang}/${key}`);
  return value;
};
const html = async (path: string, lang: Lang = 'en') =>
  (await fetch(`${baseUrl()}${path}`, { headers: { cookie: `i18nextLng=${lang}` } })).text();
/** Text as React writes it into HTML. */
const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@graph': Record<string, unknown>[] });

interface ServiceInfo {
  title: string;
  category: string;
}

/** For each page, a heading key that proves the page and its language. */
const PAGES: Array<{ path: string; h1: string; more: string[] }> = [
  { path: '/', h1: 'home:title', more: ['home:exploreServices', 'home:bookConsultation', 'home:stats.livesTransformed', 'home:approach.compassion.title', 'about:beneficiaries.seniors.title'] },
  { path: '/about', h1: 'about:hero.title', more: ['about:principles.title', 'about:philosophy.title', 'about:expertise.report.title', 'about:cta.consult'] },
  { path: '/services', h1: 'services:hero.title', more: ['services:categories.healing', 'services:benefits.title', 'services:suitable.title', 'services:approach.grow.title'] },
  { path: '/events', h1: 'events:hero.title', more: ['events:filters.all', 'events:filters.groupSession', 'events:upcoming', 'events:recent', 'events:benefits.community.title'] },
  { path: '/contact', h1: 'contact:hero.title', more: ['contact:hero.whatsapp', 'contact:availability.title', 'contact:faq.title', 'contact:form.send'] },
  { path: '/privacy-policy', h1: 'legal:privacy.title', more: ['legal:privacy.lastUpdated', 'legal:privacy.sections.cookies.title', 'common:generic.backToHome'] },
  { path: '/refund-policy', h1: 'legal:refund.title', more: ['legal:refund.lastUpdated', 'legal:refund.sections.beforePurchase.title', 'common:generic.backToHome'] },
];

describe('public pages rendered on the server', () => {
  it.each(PAGES)('$path: key content in English, translated in Hindi and Gujarati', async ({ path, h1, more }) => {
    for (const lang of ['en', 'hi', 'gu'] as const) {
      const page = await html(path, lang);
      expect(page, `${lang} ${path}`).toContain(`<html lang="${lang}"`);
      expect(page).toMatch(new RegExp(`<h1[^>]*>${escaped(tr(lang, h1)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      for (const key of more) expect(page, `${lang} ${key}`).toContain(escaped(tr(lang, key)));
      if (lang !== 'en') expect(tr(lang, h1)).not.toBe(tr('en', h1));
    }
  });

  it('gives every page its own title, description, canonical address and share tags', async () => {
    const titles = new Set<string>();
    for (const { path } of PAGES) {
      const page = await html(path, 'hi');
      const title = page.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, path).toBeTruthy();
      titles.add(title!);
      expect(page).toMatch(/<meta name="description" content="[^"]*[\u0900-\u097F][^"]*"/);
      // The Hindi reader is at the Hindi address (ADR 0019): it names itself, and its other languages.
      const own = `${baseUrl()}/hi${path === '/' ? '' : path}`;
      expect(page).toContain(`<link rel="canonical" href="${own}"/>`);
      expect(page).toContain(`<meta property="og:url" content="${own}"/>`);
      expect(page).toContain(`<link rel="alternate" hrefLang="en" href="${baseUrl()}${path}"/>`);
      expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseUrl()}${path}"/>`);
      expect(page).toContain('<meta property="og:locale" content="hi_IN"/>');
      expect(page).toContain(`<meta property="og:image" content="${baseUrl()}/images/og-image.jpg"/>`);
      expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
    expect(titles.size).toBe(PAGES.length);
  });

  it('home: hero, up to 4 active upcoming webinars, the first 6 services with at most 3 features, books and stores', async () => {
    const page = await html('/');
    const webinars = (await api<Webinar[]>('/api/webinars')).filter((w) => w.isActive && !w.isPast);
    const services = await api<ServiceInfo[]>('/api/services');
    expect(page.match(/data-testid="event-card"/g)).toHaveLength(Math.min(4, webinars.length));
    for (const w of webinars.slice(0, 4)) expect(page).toContain(escaped(w.title));
    expect(page.match(/data-testid="service-card"/g)).toHaveLength(Math.min(6, services.length));
    expect(page).toContain('href="/services"');
    expect(page).toContain('href="/contact"');
    expect(page).toContain('href="/register"');
    expect(page).toContain('href="/about"');
    expect(page).toContain('href="/personal-consultancy"');
    expect(page).toMatch(/href="https:\/\/www\.amazon\.in\/[^"]+"/);
    expect(page).toMatch(/href="https:\/\/www\.flipkart\.com\/[^"]+"/);
    expect(page).toContain('અંતરની દિશાસૂચી');
    expect(page).toContain('10,000+');
    // The hero image is in the HTML, sized, with a srcset, loaded at once; the others lazily.
    expect(page).toMatch(/<img[^>]*src="\/images\/hero\.webp"[^>]*>/);
    const hero = page.match(/<img[^>]*src="\/images\/hero\.webp"[^>]*>/)![0];
    expect(hero).toMatch(/srcSet="[^"]*hero-480\.webp 480w/);
    expect(hero).toMatch(/width="1280"/);
    expect(hero).toMatch(/loading="eager"/);
    expect(page).toMatch(/<img[^>]*src="\/images\/chakra-chart\.webp"[^>]*loading="lazy"/);
  });

  it('home and about describe the practice, the founder and the books in JSON-LD', async () => {
    for (const path of ['/', '/about']) {
      const graph = jsonLd(await html(path)).flatMap((d) => d['@graph']);
      const types = graph.map((n) => n['@type']);
      expect(types, path).toEqual(expect.arrayContaining(['ProfessionalService', 'Person', 'Book']));
      const practice = graph.find((n) => n['@type'] === 'ProfessionalService')!;
      expect(practice).toMatchObject({ telephone: expect.stringMatching(/^\+91/), availableLanguage: ['en', 'hi', 'gu'] });
      const book = graph.find((n) => n['@type'] === 'Book')!;
      expect(book.offers).toEqual(expect.arrayContaining([expect.objectContaining({ url: expect.stringContaining('amazon.in') })]));
    }
    expect(jsonLd(await html('/')).flatMap((d) => d['@graph']).filter((n) => n['@type'] === 'Book' && n.inLanguage === 'gu')).toHaveLength(1);
  });

  it('events: an Event in JSON-LD for every upcoming event, with attendance mode, location and an INR offer', async () => {
    const upcoming = (await api<Webinar[]>('/api/webinars')).filter((w) => w.isActive && !w.isPast);
    const events = jsonLd(await html('/events')).flatMap((d) => d['@graph']).filter((n) => n['@type'] === 'Event');
    expect(events.map((e) => e.name).sort()).toEqual(upcoming.map((w) => w.title).sort());
    for (const e of events) {
      expect(e.eventAttendanceMode).toMatch(/^https:\/\/schema\.org\/(Online|Offline)EventAttendanceMode$/);
      expect(e.location).toHaveProperty('@type');
      expect(e.offers).toMatchObject({ priceCurrency: 'INR', price: expect.any(Number), url: expect.stringContaining('/register?webinarId=') });
      expect(Date.parse(e.startDate as string)).toBeGreaterThan(Date.now() - 24 * 3600_000);
    }
  });

  it('events: upcoming first, past under Recent Activities, seats left as the API counts them, register links', async () => {
    const all = (await api<Webinar[]>('/api/webinars')).filter((w) => w.isActive);
    const page = await html('/events');
    const [upcomingPart, recentPart] = page.split('data-testid="recent-activities"');
    // Soonest first (the API lists by start), then the most recent past ones first.
    const order = (part: string, list: Webinar[]) => list.map((w) => part.indexOf(`>${escaped(w.title)}</h3>`));
    // By each card's own register link: the circle's occurrences share their title.
    const upcomingAt = all.filter((w) => !w.isPast).map((w) => upcomingPart.indexOf(`/register?webinarId=${w.id}&amp;type=webinar`));
    expect(upcomingAt).toEqual([...upcomingAt].sort((a, b) => a - b));
    const pastAt = order(recentPart, all.filter((w) => w.isPast).reverse());
    expect(pastAt).toEqual([...pastAt].sort((a, b) => a - b));
    for (const w of all.filter((x) => !x.isPast)) {
      expect(upcomingPart).toContain(escaped(w.title));
      expect(upcomingPart).toContain(`/register?webinarId=${w.id}&amp;type=webinar`);
      if (w.seatsLeft > 0) expect(upcomingPart).toContain(`${w.seatsLeft} seat${w.seatsLeft === 1 ? '' : 's'} left of ${w.maxAttendees}`);
    }
    for (const w of all.filter((x) => x.isPast)) {
      expect(recentPart).toContain(escaped(w.title));
      expect(recentPart).not.toContain(`webinarId=${w.id}`);
    }
    expect(recentPart).toContain('Completed');
  });

  it('filters on the server: /services?category=healing and /events?type=retreat show only those', async () => {
    const services = await api<ServiceInfo[]>('/api/services');
    const healing = await html('/services?category=healing');
    for (const s of services) {
      if (s.category === 'healing') expect(healing).toContain(escaped(s.title));
      else expect(healing).not.toContain(`>${escaped(s.title)}</h3>`);
    }
    expect(healing).toMatch(/aria-current="page"[^>]*>Healing</);
    const webinars = (await api<Webinar[]>('/api/webinars')).filter((w) => w.isActive);
    const retreats = await html('/events?type=retreat');
    expect(retreats.match(/data-category="retreat"/g)?.length).toBe(webinars.filter((w) => w.category === 'retreat').length);
    expect(retreats).not.toMatch(/data-category="(workshop|webinar|group-session)"/);
  });

  it('embeds only the translations a public page uses', async () => {
    // [page, namespaces, whether it carries only the strings it shows (content pages, ADR 0014)]
    for (const [path, namespaces, shownOnly] of [
      ['/events', ['common', 'events', 'validation'], true],
      ['/', ['about', 'common', 'events', 'home', 'services', 'validation'], true],
      ['/contact', ['common', 'contact', 'validation'], false],
      ['/register', ['common', 'event-registration', 'registration', 'validation'], false],
      ['/event-registration', ['common', 'event-registration', 'registration', 'validation'], false],
      ['/personal-consultancy', ['common', 'consultancy', 'forms', 'validation'], false],
    ] as const) {
      const page = await html(path, 'hi');
      const [, attributes, json] = page.match(/<script id="i18n-resources"([^>]*)>([^<]+)<\/script>/)!;
      const embedded = JSON.parse(json) as Record<string, unknown>;
      expect(Object.keys(embedded).sort(), path).toEqual([...namespaces]);
      expect(page).not.toContain(escaped(tr('hi', 'legal:privacy.sections.cookies.title')));
      expect(embedded.validation, path).toEqual(locales.hi.validation);
      const own = namespaces.filter((ns) => ns !== 'common' && ns !== 'validation');
      if (shownOnly) {
        expect(attributes, path).toContain(`data-partial="${own.join(' ')}"`);
        expect(JSON.stringify(embedded).length, path).toBeLessThan(JSON.stringify(Object.fromEntries(namespaces.map((ns) => [ns, locales.hi[ns]]))).length);
      } else {
        // A page with a form carries its namespaces whole: its toasts and messages appear on interaction.
        expect(attributes, path).not.toContain('data-partial');
        for (const ns of own) expect(embedded[ns], `${path} ${ns}`).toEqual(locales.hi[ns]);
      }
    }
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const { path } of PAGES) expect(sitemap).toContain(`<loc>${baseUrl()}${path}</loc>`);
  });
});

describe.skipIf(!hasChromium)('public pages in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  const inLanguage = async (page: Page, lang: Lang) => {
    await page.context().addCookies([{ name: 'i18nextLng', value: lang, url: baseUrl() }]);
    await page.context().addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  };

  it.each(['hi', 'gu'] as const)('shows every public page in %s after hydration, without errors or sideways scrolling', async (lang) => {
    const { context, page } = await newPage(browser, PHONE);
    await inLanguage(page, lang);
    for (const { path, h1 } of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: tr(lang, h1) }).waitFor();
      expect(await scrollsSideways(page), path).toBe(false);
    }
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('finds every string after moving on from a page that carried only its own translations', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await inLanguage(page, 'hi');
    // The rest of the language arrives slowly: the next page must wait for it, never show keys.
    await context.route(/\/assets\/registration-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/events');
    await page.getByTestId('nav-register').click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { level: 1, name: tr('hi', 'registration:register.title') }).waitFor();
    const rawKeys = /\b[a-z-]+:[a-zA-Z]+\.[a-zA-Z.]+\b/;
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(rawKeys);
    await page.getByRole('navigation', { name: tr('hi', 'common:nav.mainNavigation') }).getByRole('link', { name: tr('hi', 'common:nav.contact') }).click();
    await page.getByRole('heading', { level: 1, name: tr('hi', 'contact:hero.title') }).waitFor();
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(rawKeys);
    expect(page.errors).toEqual([]);
    await context.close();
  });

  it('shows an event of its own: seats left after a real registration, the image placeholder, its JSON-LD', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page);
    const tag = Math.random().toString(36).slice(2, 8);
    const title = `Sound Healing Workshop ${tag}`;
    const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    const event = {
      title,
      category: 'workshop',
      shortDescription: 'A test workshop created by the public pages test.',
      date: day,
      time: '10:00',
      duration: 120,
      maxAttendees: 5,
      priceInr: 0,
      isOnline: false,
      location: 'Test Hall, Ahmedabad',
      imagePath: '/images/no-such-event.webp',
    };
    const created = await page.request.post('/api/admin/webinars', { data: event, headers: { origin: baseUrl() } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      const registered = await fetch(`${baseUrl()}/api/unified-registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl() },
        body: JSON.stringify({
          registrationType: 'webinar',
          webinarId: id,
          userData: {
            fullName: 'Kiran Joshi',
            email: `kiran-${tag}@example.com`,
            phone: '+91 98765 43210',
            city: 'Ahmedabad',
            dateOfBirth: '1988-02-14',
            placeOfBirth: 'Rajkot',
            areaOfInterest: 'personal-growth',
          },
          agreements: { accuracy: true, confidentiality: true, guidelines: true },
        }),
      });
      expect(registered.status, await registered.clone().text()).toBe(201);

      await page.goto('/events?type=workshop');
      const card = page.getByTestId('event-card').filter({ hasText: title });
      await card.getByText('4 seats left of 5').waitFor();
      await card.getByText('Up to 5 participants').waitFor();
      await card.getByText('Test Hall, Ahmedabad').waitFor();
      // The picture does not exist: the card shows the placeholder instead of a broken image.
      await card.getByTestId('image-placeholder').waitFor();
      expect(await card.locator('img').count()).toBe(0);
      expect(await card.getByRole('link', { name: new RegExp(`^Register Now: ${title}$`) }).getAttribute('href')).toBe(`/register?webinarId=${id}&type=webinar`);

      const ld = jsonLd(await html('/events'))
        .flatMap((d) => d['@graph'])
        .find((n) => n.name === title);
      expect(ld).toMatchObject({
        '@type': 'Event',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: 'Test Hall, Ahmedabad' },
        offers: { price: 0, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
        maximumAttendeeCapacity: 5,
        remainingAttendeeCapacity: 4,
      });
    } finally {
      // Leave the shared site as it was: the event is hidden again (it has a registration, so it stays).
      const hidden = await page.request.put(`/api/admin/webinars/${id}`, { data: { ...event, isActive: false }, headers: { origin: baseUrl() } });
      expect(hidden.status()).toBe(200);
    }
    await context.close();
  });

  it('filters services by category in the page, keeping the choice in the URL', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/services');
    const cards = page.getByTestId('service-card');
    const total = await cards.count();
    await page.getByTestId('filter-healing').click();
    await page.waitForURL('**/services?category=healing');
    await expect.poll(() => cards.count()).toBeLessThan(total);
    expect(await page.locator('[data-testid=service-card]:not([data-category=healing])').count()).toBe(0);
    expect(await page.getByTestId('filter-healing').getAttribute('aria-current')).toBe('page');
    await page.getByTestId('filter-all').click();
    await page.waitForURL((url) => url.pathname === '/services' && url.search === '');
    await expect.poll(() => cards.count()).toBe(total);
    await context.close();
  });

  it('filters events by type, with the keyboard too', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/events');
    await page.getByTestId('filter-workshop').click();
    await page.waitForURL('**/events?type=workshop');
    await expect.poll(() => page.locator('[data-testid=event-card]:not([data-category=workshop])').count()).toBe(0);
    expect(await page.locator('[data-testid=event-card][data-category=workshop]').count()).toBeGreaterThan(0);
    await page.getByTestId('filter-group-session').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/events?type=group-session');
    await expect.poll(() => page.locator('[data-testid=event-card]:not([data-category=group-session])').count()).toBe(0);
    // The focused filter shows a visible outline.
    await page.getByTestId('filter-retreat').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
    await context.close();
  });

  it('refreshes the events when the window regains focus and every 30 seconds', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.clock.install();
    await page.goto('/events');
    // The refreshing is the page's code's: it has run (React holds the document) and settled.
    await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
    await page.waitForLoadState('networkidle');
    const refresh = () => page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/events.data'));
    // Focus right after loading does not fetch again; a few seconds later it does.
    await page.clock.runFor(6000);
    let next = refresh();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await next;
    // The refresh is over when the status spinner has gone.
    await page.waitForFunction(() => !document.querySelector('[role=status] .animate-spin'));
    next = refresh();
    await page.clock.runFor(30_000);
    await next;
    await context.close();
  });

  it("shows event times in the visitor's own time zone where it differs from IST", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), timezoneId: 'Europe/London', viewport: DESKTOP });
    const page = await context.newPage();
    // Abroad, the page's code adds the visitor's times.
    await page.goto('/events');
    await page.getByTestId('visitor-time').first().waitFor();
    expect(await page.getByTestId('visitor-time').first().textContent()).toMatch(/your time/);
    await context.close();
    // In India the times need nothing more.
    const india = await browser.newContext({ baseURL: baseUrl(), timezoneId: 'Asia/Kolkata', viewport: DESKTOP });
    const indiaPage = await india.newPage();
    await indiaPage.goto('/events');
    await indiaPage.waitForLoadState('networkidle');
    expect(await indiaPage.getByTestId('visitor-time').count()).toBe(0);
    await india.close();
  });

  it('shows the image placeholder for events without a picture', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/events');
    expect(await page.getByTestId('image-placeholder').count()).toBe(await page.getByTestId('event-card').count());
    await context.close();
  });

  it('plays the featured video only when asked, from youtube-nocookie', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await context.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }));
    await page.goto('/');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByTestId('play-video').click();
    expect(await page.locator('iframe').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await context.close();
  });

  it("renders the public pages without zod; a form-builder form loads it once the visitor focuses a field, the forms posted to their page's action never (the server checks them)", async () => {
    const { context, page } = await newPage(browser, PHONE);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
    });
    // The built files the page asked for that carry zod (its error class is named in them).
    const withZod = () => [...scripts].filter((file) => readFileSync(fileURLToPath(new URL(`../build/client${file}`, import.meta.url)), 'utf8').includes('ZodError'));
    // The pages that show or link to services carry none at all (issue 21, item 3: about 30 KB gzip).
    for (const route of ['/', '/services', '/events', '/about', '/contact', '/services/astrology-numerology']) {
      scripts.clear();
      await page.goto(route);
      expect(withZod(), route).toEqual([]);
    }
    for (const route of ['/register', '/event-registration']) {
      scripts.clear();
      await page.goto(route);
      await page.locator('form input:visible').first().focus();
      await page.waitForTimeout(500);
      expect(withZod(), route).toEqual([]);
    }
    for (const route of ['/personal-consultancy', '/webinar-registration']) {
      scripts.clear();
      await page.goto(route);
      expect(withZod(), route).toEqual([]);
      await page.locator('form[data-testid] input:visible').first().focus();
      await expect.poll(() => withZod().length, { message: route }).toBeGreaterThan(0);
    }
    expect(page.errors).toEqual([]);
    await context.close();
  });

  describe('the contact form', () => {
    /** The form's fields by their accessible names ("Full name (required)"...). */
    const field = (page: Page, label: 'Full name' | 'Email' | 'Message') => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

    it('has the chat and call buttons, the hours and the four questions', async () => {
      const { context, page } = await newPage(browser, PHONE);
      await page.goto('/contact');
      expect(await page.getByTestId('hero-whatsapp').getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
      expect(await page.getByTestId('hero-call').getAttribute('href')).toMatch(/^tel:\+\d+$/);
      expect(await field(page, 'Message').getAttribute('rows')).toBe('8');
      const questions = page.getByRole('main').locator('details');
      expect(await questions.count()).toBe(4);
      // A question opens from the keyboard.
      await questions.first().locator('summary').focus();
      await page.keyboard.press('Enter');
      await questions.first().locator('p').waitFor();
      await context.close();
    });

    it("refuses empty fields with each field's message, and keeps what was typed", async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/contact');
      await field(page, 'Full name').fill('Asha');
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('error-summary').waitFor();
      expect(await page.locator('#contact-email-error').textContent()).toBe('Please enter your email address');
      expect(await page.locator('#contact-message-error').textContent()).toBe('Please write your message');
      expect(await page.locator('#contact-name-error').count()).toBe(0);
      expect(await field(page, 'Full name').inputValue()).toBe('Asha');
      await context.close();
    });

    it('sends a message with the keyboard: Sending... then Message Sent! and empty fields', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/contact');
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let body = '';
      // The form is posted to the page's action (the script sends it as React Router's .data request).
      await page.route('**/contact.data*', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        body = route.request().postData() ?? '';
        await held;
        await route.continue();
      });
      const email = uniqueEmail('visitor');
      await field(page, 'Full name').focus();
      await page.keyboard.type('Ravi Desai');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Could we book a session for my parents in Gujarati?');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const button = page.getByTestId('contact-submit');
      await button.getByText('Sending...').waitFor();
      expect(await button.isDisabled()).toBe(true);
      release();
      const sent = page.getByTestId('contact-sent');
      await sent.getByText('Message Sent!').waitFor();
      await sent.getByText("Thank you for reaching out. We'll get back to you within 24 hours.").waitFor();
      expect(Object.fromEntries(new URLSearchParams(body))).toMatchObject({ name: 'Ravi Desai', email, message: 'Could we book a session for my parents in Gujarati?', website: '' });
      expect(await field(page, 'Full name').inputValue()).toBe('');
      expect(await field(page, 'Email').inputValue()).toBe('');
      expect(await field(page, 'Message').inputValue()).toBe('');
      expect(await button.isDisabled()).toBe(false);
      await context.close();
    });

    it('keeps the fields and says so when the post gets no answer (the connection dropped, or the server failed)', async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await page.goto('/contact');
      await page.route('**/contact.data*', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
      await field(page, 'Full name').fill('Meera Shah');
      await field(page, 'Email').fill('meera@example.com');
      await field(page, 'Message').fill('Hello from the test');
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('error-summary').getByText('You appear to be offline. Please check your connection and try again.').waitFor();
      expect(await field(page, 'Full name').inputValue()).toBe('Meera Shah');
      expect(await field(page, 'Email').inputValue()).toBe('meera@example.com');
      expect(await field(page, 'Message').inputValue()).toBe('Hello from the test');
      await page.unroute('**/contact.data*');
      await page.route('**/contact.data*', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue()));
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('error-summary').waitFor();
      expect(await field(page, 'Message').inputValue()).toBe('Hello from the test');
      expect(await page.getByTestId('contact-sent').count()).toBe(0);
      await context.close();
    });

    it("speaks the visitor's language: the messages in Gujarati", async () => {
      const { context, page } = await newPage(browser, DESKTOP);
      await inLanguage(page, 'gu');
      await page.goto('/contact');
      await page.getByTestId('contact-submit').click();
      await page.getByTestId('error-summary').getByText(tr('gu', 'validation:invalidInput')).waitFor();
      expect(await page.locator('#contact-name-error').textContent()).toBe(tr('gu', 'contact:errors.nameRequired'));
      await context.close();
    });
  });

  // A Hindi string of /events shown only when a filter finds nothing: not in the page, but in the
  // events strings the page fetches when it needs them (ADR 0014).
  const notShown = tr('hi', 'events:noUpcomingOfType');
  /** /events in Hindi, and the assets fetched since that hold the rest of its Hindi strings. */
  const eventsInHindi = async (viewport: typeof PHONE | typeof DESKTOP) => {
    const { context, page } = await newPage(browser, viewport);
    await inLanguage(page, 'hi');
    const fetchedStrings: string[] = [];
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname.startsWith('/assets/') && (await r.text().catch(() => '')).includes(notShown)) fetchedStrings.push(r.url());
    });
    const response = await page.goto('/events');
    return { context, page, response, fetchedStrings };
  };
  /** Chooses the Retreat filter and waits for its list; answers the text of the page. */
  const chooseRetreats = async (page: Page) => {
    await page.getByTestId('filter-retreat').click();
    await page.waitForURL('**/events?type=retreat');
    await page.waitForFunction(() => !document.querySelector('[role=status] .animate-spin'));
    return page.locator('main').innerText();
  };
  const RAW_KEY = /\b(filters|hero|upcoming|noUpcoming\w*|loading)\b/;

  it("fetches the rest of a content page's own strings only when it needs them", async () => {
    const { context, page, response, fetchedStrings } = await eventsInHindi(PHONE);
    expect(await response!.text()).not.toContain(notShown);
    // Read only: nothing more is fetched.
    await page.waitForTimeout(1500);
    expect(fetchedStrings).toEqual([]);
    // A filter refreshes the page's data: its strings arrive first, and nothing shows a key.
    const text = await chooseRetreats(page);
    await expect.poll(() => fetchedStrings.length).toBe(1);
    expect(text).toContain(tr('hi', 'events:filters.retreat'));
    expect(text).not.toMatch(RAW_KEY);
    await context.close();
  });

  it("fetches the page's own strings in its language, also after the visitor switched away and back", async () => {
    const { context, page, fetchedStrings } = await eventsInHindi(DESKTOP);
    await chooseLanguage(page, 'gu');
    await page.getByRole('heading', { level: 1, name: tr('gu', 'events:hero.title') }).waitFor();
    await chooseLanguage(page, 'hi');
    await page.getByRole('heading', { level: 1, name: tr('hi', 'events:hero.title') }).waitFor();
    const text = await chooseRetreats(page);
    // The Hindi events strings the page left out arrived (not only the Gujarati ones).
    await expect.poll(() => fetchedStrings.length).toBe(1);
    expect(text).not.toMatch(RAW_KEY);
    await context.close();
  });
});
