import { describe, expect, it } from 'vitest';
import { EVENT_TEXT_FIELDS, englishFallbacks, fallbackLang, formMissingLanguages, localizeFormText, missingLanguages } from './content-languages.ts';

describe('content in three languages', () => {
  const english = { title: 'Retreat', shortDescription: 'Two days', description: '', location: null, ctaButtonText: 'Book' };

  it('a language is missing when a text written in English has none in it; empty English texts need none', () => {
    expect(missingLanguages(english, { hi: { title: 'शिविर', shortDescription: 'दो दिन', ctaButtonText: 'बुक करें' }, gu: { title: 'શિબિર' } }, EVENT_TEXT_FIELDS)).toEqual(['gu']);
    expect(missingLanguages(english, { hi: { title: ' ', shortDescription: 'x', ctaButtonText: 'y' } }, EVENT_TEXT_FIELDS)).toEqual(['hi', 'gu']);
    expect(missingLanguages({ title: 'A', features: ['x'] }, { hi: { title: 'अ', features: [] }, gu: { title: 'અ', features: ['ક'] } }, ['title', 'features'])).toEqual(['hi']);
  });

  it('names the texts a Hindi or Gujarati page shows in English, and marks them lang="en"', () => {
    const shown = englishFallbacks(english, { gu: { title: 'શિબિર' } }, EVENT_TEXT_FIELDS, 'gu');
    expect(shown).toEqual(['shortDescription', 'ctaButtonText']);
    expect(englishFallbacks(english, {}, EVENT_TEXT_FIELDS, 'en')).toEqual([]);
    expect(fallbackLang({ englishFields: shown }, 'shortDescription')).toBe('en');
    expect(fallbackLang({ englishFields: shown }, 'title')).toBeUndefined();
    expect(fallbackLang({}, 'title')).toBeUndefined();
  });

  it('a form lacks a language when its title, description, a label, a placeholder or an option label does', () => {
    const base = {
      title: 'Interest',
      description: 'When?',
      translations: { hi: { title: 'रुचि', description: 'कब?' }, gu: { title: 'રસ', description: 'ક્યારે?' } },
      fields: [{ id: 'a', type: 'select' as const, label: 'Month', required: false, placeholder: 'Choose', options: [{ value: 'may', label: 'May' }], translations: { hi: { label: 'महीना', placeholder: 'चुनें', options: { may: 'मई' } }, gu: { label: 'મહિનો', placeholder: 'પસંદ કરો', options: { may: 'મે' } } } }],
    };
    expect(formMissingLanguages(base)).toEqual([]);
    expect(formMissingLanguages({ ...base, fields: [{ ...base.fields[0], translations: { ...base.fields[0].translations, gu: { label: 'મહિનો', placeholder: 'પસંદ કરો' } } }] })).toEqual(['gu']);
    expect(formMissingLanguages({ ...base, translations: { gu: base.translations.gu } })).toEqual(['hi']);
    expect(localizeFormText({ ...base, translations: { hi: { title: 'रुचि' } } }, 'hi')).toEqual({ title: 'रुचि', description: 'When?', englishFields: ['description'] });
  });
});
