/**
 * Admin content in three languages (issue 20, item 3; ADR 0021): what the admin saves in Hindi and
 * Gujarati for an event, a service (the course too) and a form, the lists' marker of what is still
 * missing, and the site's fallback (English text, named so the page marks it lang="en").
 */
import { describe, expect, it } from 'vitest';
import { adminServiceSchema, adminWebinarSchema } from '../shared/contracts/admin.ts';
import { adminFormSchema, type FormSaveBody } from '../shared/contracts/form-admin.ts';
import { testDatabaseKinds } from './testing/databases.ts';
import { appWithPeople } from './testing/fixtures.ts';

const event = {
  title: 'Silent Retreat',
  category: 'retreat',
  shortDescription: 'Two quiet days by the river.',
  description: 'We sit, walk and eat in silence.',
  date: '2031-04-12',
  time: '09:00',
  duration: '2880',
  maxAttendees: '20',
  priceInr: '3000',
  location: 'Sabarmati riverside ashram',
  isOnline: false,
  ctaButtonText: 'Reserve my place',
  translations: {
    hi: { title: 'मौन साधना शिविर', shortDescription: 'नदी किनारे दो शांत दिन।', description: 'हम मौन में बैठते, चलते और भोजन करते हैं।', location: 'साबरमती तट आश्रम', ctaButtonText: 'मेरा स्थान आरक्षित करें' },
    gu: { title: 'મૌન સાધના શિબિર' },
  },
};

const service = {
  iconName: 'Leaf',
  title: 'Breath Course',
  category: 'healing',
  kind: 'course',
  description: 'Seven mornings of breathing practice.',
  features: 'Daily practice\nA written plan',
  priceInr: '1999',
  duration: '7 days',
  translations: {
    hi: { title: 'श्वास कोर्स', description: 'श्वास अभ्यास की सात सुबहें।', features: 'दैनिक अभ्यास\nलिखित योजना', duration: '7 दिन' },
    gu: { title: 'શ્વાસ કોર્સ', description: 'શ્વાસ અભ્યાસની સાત સવાર.' },
  },
};

describe.each(testDatabaseKinds())('content in three languages on %s', (kind) => {
  const { t, admin } = appWithPeople(kind, { member: false });
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, lang?: string) =>
    t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { cookie: `${admin.cookie}${lang ? `; i18nextLng=${lang}` : ''}` } });
  const visitor = (url: string, lang: string) => t.app.inject({ method: 'GET', url, cookies: { i18nextLng: lang } });

  it('an event: every text saved in Hindi and Gujarati, the missing ones marked, the site falling back to English by name', async () => {
    const created = await as('POST', '/api/admin/webinars', event);
    expect(created.statusCode, created.body).toBe(201);
    const saved = adminWebinarSchema.parse(created.json());
    expect(saved.translations.hi).toEqual(event.translations.hi);
    // Gujarati has only its title: the marker names it; Hindi is complete.
    expect(saved.missingLanguages).toEqual(['gu']);

    const hi = (await visitor(`/api/webinars/${saved.id}`, 'hi')).json();
    expect(hi).toMatchObject({ title: 'मौन साधना शिविर', location: 'साबरमती तट आश्रम', ctaButtonText: 'मेरा स्थान आरक्षित करें', englishFields: [] });
    const gu = (await visitor(`/api/webinars/${saved.id}`, 'gu')).json();
    expect(gu).toMatchObject({ title: 'મૌન સાધના શિબિર', shortDescription: 'Two quiet days by the river.', location: 'Sabarmati riverside ashram' });
    expect(gu.englishFields).toEqual(['shortDescription', 'description', 'location', 'ctaButtonText']);
    expect((await visitor(`/api/webinars/${saved.id}`, 'en')).json().englishFields).toEqual([]);

    // Completing Gujarati clears the marker; clearing a Hindi text brings it back.
    const complete = { ...event, translations: { hi: { ...event.translations.hi, ctaButtonText: '' }, gu: { title: 'મૌન સાધના શિબિર', shortDescription: 'નદી કિનારે બે શાંત દિવસ.', description: 'અમે મૌનમાં બેસીએ, ચાલીએ અને જમીએ છીએ.', location: 'સાબરમતી તટ આશ્રમ', ctaButtonText: 'મારી જગ્યા અનામત કરો' } } };
    const updated = adminWebinarSchema.parse((await as('PUT', `/api/admin/webinars/${saved.id}`, complete)).json());
    expect(updated.missingLanguages).toEqual(['hi']);
    expect(updated.translations.hi?.ctaButtonText).toBeUndefined();
  });

  it('a service (the course): its duration too, as the founder says it in each language, or its minutes read in the language', async () => {
    const created = await as('POST', '/api/services', service);
    expect(created.statusCode, created.body).toBe(201);
    const saved = adminServiceSchema.parse(created.json());
    expect(saved.translations.hi).toMatchObject({ duration: '7 दिन', features: ['दैनिक अभ्यास', 'लिखित योजना'] });
    expect(saved.missingLanguages).toEqual(['gu']);

    const hi = (await visitor(`/api/services/${saved.id}`, 'hi')).json();
    expect(hi).toMatchObject({ title: 'श्वास कोर्स', duration: '7 दिन', englishFields: [] });
    const gu = (await visitor(`/api/services/${saved.id}`, 'gu')).json();
    expect(gu).toMatchObject({ title: 'શ્વાસ કોર્સ', duration: '7 days', features: ['Daily practice', 'A written plan'] });
    expect(gu.englishFields).toEqual(['features', 'duration']);

    // No duration text of its own: the session's minutes, said in each language, and nothing to translate.
    const consultation = adminServiceSchema.parse(
      (await as('POST', '/api/services', { ...service, kind: 'consultation', title: 'Talk', duration: '', durationMinutes: '90', translations: { hi: { title: 'बातचीत' }, gu: { title: 'વાતચીત' } } })).json(),
    );
    expect(consultation.duration).toBe('');
    expect((await visitor(`/api/services/${consultation.id}`, 'hi')).json().duration).toBe('90 मिनट');
    expect((await visitor(`/api/services/${consultation.id}`, 'en')).json().duration).toBe('90 minutes');
  });

  it('a form: its title and description in Hindi and Gujarati, and the marker counting every label, placeholder and option', async () => {
    const form: FormSaveBody = {
      title: 'Retreat interest',
      description: 'Tell us when you can come.',
      type: 'custom',
      translations: { hi: { title: 'शिविर में रुचि', description: 'बताइए आप कब आ सकते हैं।' }, gu: { title: '  ' } },
      fields: [
        { id: 'name', type: 'text', label: 'Your name', required: true, translations: { hi: { label: 'आपका नाम' }, gu: { label: 'તમારું નામ' } } },
        { id: 'when', type: 'radio', label: 'When?', required: true, options: [{ value: 'may', label: 'May' }], translations: { hi: { label: 'कब?', options: { may: 'मई' } }, gu: { label: 'ક્યારે?' } } },
      ],
    };
    const res = await as('POST', '/api/forms', form);
    expect(res.statusCode, res.body).toBe(201);
    const saved = adminFormSchema.parse(res.json());
    // Blank Gujarati text is not stored; Gujarati lacks the title, the description and an option.
    expect(saved.translations).toEqual({ hi: { title: 'शिविर में रुचि', description: 'बताइए आप कब आ सकते हैं।' } });
    expect(saved.missingLanguages).toEqual(['gu']);
    const listed = (await as('GET', '/api/forms')).json();
    expect((Array.isArray(listed) ? listed : listed.items).find((f: { id: string }) => f.id === saved.id).missingLanguages).toEqual(['gu']);
    // The visitor's read carries the translations (the page shows them, or English marked lang="en").
    const publicForm = (await visitor(`/api/forms/${saved.id}`, 'hi')).json();
    expect(publicForm.translations.hi.title).toBe('शिविर में रुचि');
  });
});
