/**
 * The renderer as the server renders it (the browser journeys in e2e/dynamic-forms.test.ts cover
 * typing, submitting and re-validation, with and without the page's script): sections, asterisks,
 * input kinds, languages, preview, a real form posting to its page.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '../../../i18n/react.tsx';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/constants.ts';
import type { FieldDefinition } from '../../../../shared/forms.ts';
import { readLocaleResources } from '../../../../server/lib/i18n.ts';
import { createI18n } from '../../../i18n/create.ts';
import { DynamicForm, type DynamicFormProps } from './dynamic-form.tsx';
import { RegistrationForm } from './registration-form.tsx';

const resources = readLocaleResources();
/** A component on a page of its own (the form posts to its page's action). */
const onPage = (component: ComponentType, lang: Language) => {
  const Stub = createRoutesStub([{ path: '/', Component: component, action: () => null }]);
  return renderToString(createElement(I18nProvider, { i18n: createI18n(lang, resources[lang]) }, createElement(Stub)));
};
const render = (props: DynamicFormProps, lang: Language = 'en') => onPage(() => createElement(DynamicForm, props), lang);
/** The HTML as a DOM-less reader sees it: tags kept, React's text separators dropped. */
const html = (props: DynamicFormProps, lang?: Language) => render(props, lang).replaceAll('<!-- -->', '');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

const fields: FieldDefinition[] = [
  { id: 'intro', type: 'text', label: 'Where did you find us?', required: false },
  { id: 'about', type: 'header', label: 'About you', required: false, translations: { hi: { label: 'आपके बारे में' } } },
  { id: 'fullName', type: 'text', label: 'Full name', placeholder: 'Your full name', required: true, translations: { hi: { label: 'पूरा नाम' } } },
  { id: 'email', type: 'email', label: 'E-mail', required: true },
  { id: 'phone', type: 'tel', label: 'Phone', required: false },
  { id: 'birthDate', type: 'date', label: 'Date of birth', required: false },
  { id: 'birthTime', type: 'time', label: 'Time of birth', required: false },
  { id: 'session', type: 'header', label: 'Your session', required: false },
  {
    id: 'mode', type: 'radio', label: 'Mode', required: true,
    options: [{ value: 'online', label: 'Online' }, { value: 'in-person', label: 'In person' }],
    translations: { hi: { options: { online: 'ऑनलाइन' } } },
  },
  { id: 'centre', type: 'select', label: 'Centre', required: true, options: [{ value: 'ahmedabad', label: 'Ahmedabad' }], showWhen: { fieldId: 'mode', equals: 'in-person' } },
  { id: 'topics', type: 'checkbox', label: 'Topics', required: false, options: [{ value: 'sleep', label: 'Sleep' }, { value: 'stress', label: 'Stress' }] },
  { id: 'story', type: 'textarea', label: 'Your story', required: false },
  { id: 'consent', type: 'checkbox', label: 'I agree', required: true },
  { id: 'rating', type: 'stars' as FieldDefinition['type'], label: 'Rate us', required: false },
];

describe('the dynamic form as rendered', () => {
  const page = html({ fields, intent: 'form-response' });

  it('starts a titled section at each header, with the fields before the first header untitled', () => {
    expect(page.indexOf('Where did you find us?')).toBeLessThan(page.indexOf('<h3'));
    expect(count(page, '<h3')).toBe(2);
    expect(page).toMatch(/<h3[^>]*>About you<\/h3>/);
    expect(page.indexOf('About you')).toBeLessThan(page.indexOf('Full name'));
    expect(page.indexOf('Time of birth')).toBeLessThan(page.indexOf('Your session'));
  });

  it('marks each required field with a red asterisk, and only those', () => {
    // Full name, e-mail, mode and consent are required and shown; the centre is hidden.
    expect(count(page, 'data-testid="required-mark"')).toBe(4);
    expect(page).toMatch(/Full name<span aria-hidden="true" class="[^"]*text-red-600[^"]*" data-testid="required-mark">\*<\/span>/);
    expect(page).not.toMatch(/Phone<span aria-hidden="true"/);
    expect(page).toContain('Fields marked with * are required.');
  });

  it('renders one kind of input per field type; a type it does not know renders nothing', () => {
    expect(page).toMatch(/<input[^>]*type="email"[^>]*autoComplete="email"/);
    expect(page).toMatch(/<input[^>]*type="tel"/);
    expect(page).toMatch(/<input[^>]*type="date"/);
    expect(page).toMatch(/<input[^>]*type="time"/);
    expect(page).toMatch(/<textarea[^>]*rows="4"/);
    expect(count(page, 'type="radio"')).toBe(2);
    // Two options of the multi-valued checkbox, and the single consent box.
    expect(count(page, 'type="checkbox"')).toBe(3);
    expect(page).not.toContain('Rate us');
  });

  it('shows a conditional field only while its condition holds', () => {
    expect(page).not.toContain('Centre');
    expect(page).not.toContain('Ahmedabad');
  });

  it('is a form posted to its page, naming itself by its intent', () => {
    expect(page).toMatch(/<form [^>]*data-testid="dynamic-form"[^>]*method="post"/);
    expect(page).toContain('<input type="hidden" name="intent" value="form-response"/>');
    expect(html({ fields, intent: 'form-response', hidden: { formId: 'f-1' } })).toContain('<input type="hidden" name="formId" value="f-1"/>');
  });

  it('has a submit button and a honeypot, and no errors before the first submit', () => {
    expect(page).toMatch(/<button type="submit"[^>]*>Submit<\/button>/);
    expect(page).toContain('name="website"');
    expect(page).not.toContain('aria-invalid');
    expect(page).not.toContain('data-testid="field-error"');
    expect(html({ fields, intent: 'form-response', submitLabel: 'Register now' })).toContain('>Register now</button>');
  });

  it('speaks the page language: labels, options and the form texts', () => {
    const hi = html({ fields, intent: 'form-response' }, 'hi');
    expect(hi).toMatch(/<h3[^>]*>आपके बारे में<\/h3>/);
    expect(hi).toContain('पूरा नाम');
    expect(hi).toContain('ऑनलाइन');
    expect(hi).toContain('In person');
    expect(hi).toContain('Your session');
    expect(hi).toContain('* से चिह्नित फ़ील्ड आवश्यक हैं।');
    expect(hi).toContain('>जमा करें</button>');
  });

  it('in preview, shows the same fields without submitting', () => {
    const preview = html({ fields, preview: true });
    expect(preview).toContain('Full name');
    expect(preview).not.toContain('type="submit"');
    expect(preview).not.toContain('name="website"');
  });
});

describe('a registration page without an active form', () => {
  it('says the form is not available, in the page language', () => {
    const show = (lang: Language) => onPage(() => createElement(RegistrationForm, { form: null, success: { title: '', description: '' } }), lang);
    expect(show('en')).toContain('Registration form is not available at the moment. Please try again later or contact support.');
    expect(show('gu')).toContain('નોંધણી ફોર્મ હાલમાં ઉપલબ્ધ નથી.');
    expect(show('en')).not.toContain('<form');
  });
});
