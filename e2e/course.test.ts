/**
 * The 7-day course in Chromium (issue 54 part 3). On a phone (360 px) without JavaScript: a member
 * who bought the course (the founder confirmed the payment, as this production site without
 * Razorpay does it) opens /course/<slug>, reads day 1, sees when day 2 opens, and marks day 1 done
 * with the page's plain form; the page comes back with the day done and the progress moved. With
 * it: the founder writes a day in the admin's lesson editor (an http video address refused).
 */
import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, hasChromium, launchBrowser, newPage, PHONE, scrollsSideways } from './support/browser.ts';
import { signInAsAdmin, signUpMember } from './support/auth.ts';

const SLUG = 'inner-transformation-course';

describe.skipIf(!hasChromium)('the 7-day course in Chromium', () => {
  let browser: Browser;
  let admin: APIRequestContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await request.newContext({ baseURL: baseUrl(), storageState: inject('adminState'), extraHTTPHeaders: { origin: baseUrl() } });
  });
  afterAll(async () => {
    await admin?.dispose();
    await browser?.close();
  });

  /** The founder writes day 1 (and day 2's title) in the admin's API. */
  async function writeLessons(): Promise<void> {
    const courses = (await (await admin.get('/api/admin/course')).json()) as { id: string; slug: string }[];
    const course = courses.find((c) => c.slug === SLUG)!;
    for (const [day, title] of [
      [1, 'Arriving in the breath'],
      [2, 'Listening inward'],
    ] as const) {
      const saved = await admin.put(`/api/admin/course/${course.id}/lessons/${day}`, { data: { title, body: `Day ${day}: sit quietly for ten minutes and notice your breath.`, videoUrl: 'https://video.example.com/lesson' } });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  }

  it('opens day 1 and marks it done with a plain form post, at 360 px', async () => {
    await writeLessons();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    const page = await context.newPage();
    const member = await signUpMember(page, { name: 'Asha Patel' });
    const origin = new URL(baseUrl()).origin;

    // The member buys the course; on this site the founder confirms the payment by hand.
    const registered = await context.request.post('/api/unified-registration', {
      headers: { origin },
      data: {
        registrationType: 'course',
        userData: { fullName: 'Asha Patel', email: member.email, phone: '+91 98765 43210', city: 'Ahmedabad', dateOfBirth: '1990-04-12', placeOfBirth: 'Surat', gender: 'female', learningFormat: 'hybrid', courseMotivation: 'A calmer mind.' },
        agreements: { accuracy: true, confidentiality: true, guidelines: true },
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { id, paymentUrl } = (await registered.json()) as { id: string; paymentUrl: string };
    // The answer's signed link (sig, exp): the id alone starts no payment.
    const started = await context.request.post(`/api/registrations/${id}/payment${new URL(paymentUrl, origin).search}`, { headers: { origin }, data: { method: 'card' } });
    expect(started.status()).toBe(200);
    const list = (await (await admin.get(`/api/admin/payments?q=${encodeURIComponent(member.email)}`)).json()) as { items: { id: string; registrationId: string }[] };
    const payment = list.items.find((p) => p.registrationId === id)!;
    const confirmed = await admin.post(`/api/admin/payments/${payment.id}/verify`, { data: { decision: 'confirm' } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    await page.goto(`/course/${SLUG}`);
    const lesson = page.getByTestId('course-lesson');
    await lesson.getByRole('heading', { name: 'Arriving in the breath' }).waitFor();
    await page.getByTestId('course-progress').getByText('0 of 7 days done').waitFor();
    // Day 2 is locked and says when it opens (IST).
    expect(await page.getByTestId('course-day-2').textContent()).toMatch(/Opens .*6:00 am \(IST\)/);
    expect(await scrollsSideways(page)).toBe(false);

    const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('course-done-form').getByRole('button', { name: 'Mark as done' }).click()]);
    // Post/redirect/get: the action answers with a redirect back to the day.
    expect(answer.status()).toBe(302);
    await page.waitForURL(`**/course/${SLUG}?day=1&done=1`);
    await page.getByTestId('course-marked').waitFor();
    await page.getByTestId('course-day-done').waitFor();
    await page.getByTestId('course-progress').getByText('1 of 7 days done').waitFor();

    // Day 2 asked for directly: the course, and when day 2 opens (403).
    const locked = await page.goto(`/course/${SLUG}?day=2`);
    expect(locked?.status()).toBe(403);
    expect(await page.getByTestId('course-locked').textContent()).toMatch(/Day 2 opens on .*\(IST\)/);

    // Someone who did not buy it is told so.
    const other = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL: baseUrl() });
    const otherPage = await other.newPage();
    await signUpMember(otherPage);
    const refused = await otherPage.goto(`/course/${SLUG}`);
    expect(refused?.status()).toBe(403);
    await otherPage.getByTestId('course-error').waitFor();
    await other.close();
    await context.close();
  });

  it("lets the founder write a day in the admin's lesson editor, with its Hindi title", async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page, { returnTo: '/admin/course' });
    const day = page.getByTestId('admin-course-day-5');
    await day.locator('summary').click();
    const form = page.getByTestId('lesson-form-5');
    await form.locator('input[name="title"]').fill('Gratitude at dusk');
    await form.locator('textarea[name="body"]').fill('Write three things you are grateful for.');
    await form.locator('input[name="videoUrl"]').fill('http://video.example.com/plain');
    await form.getByLabel('Title (हिन्दी)').fill('संध्या की कृतज्ञता');
    await form.getByRole('button', { name: 'Save day 5' }).click();
    // An address without https is refused with the field's message; corrected, it is saved.
    await form.getByText('Give the video\'s full address starting with https://, or leave it empty.').first().waitFor();
    await form.locator('input[name="videoUrl"]').fill('https://video.example.com/day-5');
    await form.getByRole('button', { name: 'Save day 5' }).click();
    await page.getByTestId('toast').getByText('Day 5 saved', { exact: true }).waitFor();
    const courses = (await (await admin.get('/api/admin/course')).json()) as { slug: string; lessons: { day: number; title: string; videoUrl: string; translations: { hi?: { title?: string } } }[] }[];
    const lesson = courses.find((c) => c.slug === SLUG)!.lessons.find((l) => l.day === 5)!;
    expect(lesson).toMatchObject({ title: 'Gratitude at dusk', videoUrl: 'https://video.example.com/day-5', translations: { hi: { title: 'संध्या की कृतज्ञता' } } });
    expect(page.errors).toEqual([]);
    await context.close();
  });
});
