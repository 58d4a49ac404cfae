/**
 * The form kit as the server renders it (every form of the site is made of it): a control is named
 * by its label, described by its hint and error, marked invalid and required; a group's legend names
 * it; the submit button waits for hydration; the honeypot is hidden from people.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/constants.ts';
import { readLocaleResources } from '../../../../server/lib/i18n.ts';
import { createI18n } from '../../../i18n/create.ts';
import { I18nProvider } from '../../../i18n/react.tsx';
import { SubmitButton } from './buttons.tsx';
import { CheckboxField, ChoiceField } from './choice-fields.tsx';
import { Honeypot } from './honeypot.tsx';
import { SelectField, TextAreaField, TextField } from './text-fields.tsx';

const resources = readLocaleResources();
const html = (element: ReactElement, lang: Language = 'en') =>
  renderToString(createElement(I18nProvider, { i18n: createI18n(lang, resources[lang]) }, element)).replaceAll('<!-- -->', '');
const attrs = (page: string, tag: string) => page.match(new RegExp(`<${tag}[^>]*>`))?.[0] ?? '';

describe('the form kit as rendered', () => {
  it('names a control by its label and describes it by its hint and then its error', () => {
    const page = html(createElement(TextField, { id: 'f-email', label: 'Email', type: 'email', required: true, hint: 'We never share it', error: 'Please enter a valid email address' }));
    expect(page).toMatch(/<label for="f-email"[^>]*>Email<span aria-hidden="true" class="[^"]*text-red-600[^"]*" data-testid="required-mark">\*<\/span><\/label>/);
    const input = attrs(page, 'input');
    expect(input).toContain('id="f-email"');
    expect(input).toContain('type="email"');
    expect(input).toContain('aria-required="true"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('aria-describedby="f-email-hint f-email-error"');
    expect(input).toContain('border-red-600');
    expect(page).toMatch(/<p id="f-email-hint"[^>]*>We never share it<\/p>/);
    expect(page).toMatch(/<p id="f-email-error"[^>]*data-testid="field-error">Please enter a valid email address<\/p>/);
  });

  it('says nothing is wrong before there is an error, and makes its own id when given none', () => {
    const page = html(createElement(TextAreaField, { label: 'Message', rows: 8 }));
    const textarea = attrs(page, 'textarea');
    expect(textarea).not.toContain('aria-invalid');
    expect(textarea).not.toContain('aria-describedby');
    expect(textarea).not.toContain('aria-required');
    expect(textarea).toContain('rows="8"');
    const id = /id="([^"]+)"/.exec(textarea)?.[1];
    expect(id).toBeTruthy();
    expect(page).toContain(`<label for="${id}"`);
    expect(page).not.toContain('data-testid="field-error"');
  });

  it('gives a select an empty first choice only with a placeholder', () => {
    const options = [{ value: 'a', label: 'A' }];
    expect(html(createElement(SelectField, { id: 's', label: 'Pick', options, placeholder: 'Choose...' }))).toContain('<option value="">Choose...</option><option value="a">A</option>');
    expect(html(createElement(SelectField, { id: 's', label: 'Pick', options }))).not.toContain('<option value="">');
  });

  it('puts a group of choices in a fieldset whose legend is the question; checkboxes say "required" in words', () => {
    const options = [
      { value: 'sleep', label: 'Sleep' },
      { value: 'stress', label: 'Stress' },
    ];
    const radios = html(createElement(ChoiceField, { id: 'mode', legend: 'Mode', options, required: true, error: 'Please choose one of the options', value: 'stress', onValueChange: () => {} }));
    expect(attrs(radios, 'fieldset')).toContain('role="radiogroup"');
    expect(attrs(radios, 'fieldset')).toContain('aria-required="true"');
    expect(attrs(radios, 'fieldset')).toContain('aria-describedby="mode-error"');
    expect(radios).toMatch(/<legend[^>]*>Mode<span aria-hidden="true"[^>]*>\*<\/span><\/legend>/);
    expect(radios.split('type="radio"').length - 1).toBe(2);
    expect(radios).toMatch(/<input[^>]*checked=""[^>]*value="stress"/);
    expect(radios).toMatch(/<fieldset[\s\S]*data-testid="field-error">Please choose one of the options<\/p><\/fieldset>/);

    const boxes = html(createElement(ChoiceField, { id: 'topics', legend: 'Topics', options, multiple: true, required: true }), 'hi');
    expect(attrs(boxes, 'fieldset')).not.toContain('radiogroup');
    expect(boxes).toContain('<span class="sr-only"> (आवश्यक)</span>');
    expect(boxes.split('type="checkbox"').length - 1).toBe(2);
  });

  it('ties a single checkbox to its label and its error', () => {
    const page = html(createElement(CheckboxField, { id: 'consent', label: 'I agree', required: true, error: 'This field is required' }));
    const input = attrs(page, 'input');
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('aria-describedby="consent-error"');
    expect(page).toMatch(/<label for="consent"/);
  });

  it('renders the submit button disabled until hydrated, with the busy words while sending', () => {
    expect(html(createElement(SubmitButton, { busy: false, label: 'Send', busyLabel: 'Sending...' }))).toMatch(/<button type="submit" class="btn-primary" disabled="">Send<\/button>/);
    expect(html(createElement(SubmitButton, { busy: true, label: 'Send', busyLabel: 'Sending...', icon: 'icon' }))).toMatch(/aria-busy="true"[^>]*><span aria-hidden="true" class="[^"]*animate-spin[^"]*"><\/span>Sending...<\/button>/);
  });

  it('hides the honeypot from people and assistive technology, in the page language', () => {
    const page = html(createElement(Honeypot), 'gu');
    expect(page).toMatch(/^<div aria-hidden="true" class="absolute -left-\[10000px\]/);
    expect(page).toContain('આ ફીલ્ડ ખાલી રાખો');
    expect(attrs(page, 'input')).toContain('name="website"');
    expect(attrs(page, 'input')).toContain('tabindex="-1"');
  });
});
