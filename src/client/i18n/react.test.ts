import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18n } from '../../shared/i18n/translator.ts';
import { I18nProvider, Trans, useTranslation } from './react.tsx';

const i18n = () =>
  new I18n('gu', {
    gu: { payment: { note: 'રિફંડ માટે <0>રિફંડ નીતિ</0> જુઓ, {{name}}.', icon: 'જુઓ <1/> અહીં' }, common: { hi: 'નમસ્તે' } },
  });

function Note() {
  const { t } = useTranslation('payment');
  return createElement(
    'p',
    null,
    createElement(Trans, { t, i18nKey: 'note', values: { name: 'Meera' }, components: [createElement('a', { href: '/refund-policy' })] }),
    createElement(Trans, { t, i18nKey: 'icon', components: [createElement('b'), createElement('i', null, 'i')] }),
    t('common:hi'),
  );
}

describe('Trans and useTranslation', () => {
  it('puts the elements into the translated sentence, with the text between the tags', () => {
    const html = renderToString(createElement(I18nProvider, { i18n: i18n() }, createElement(Note)));
    expect(html.replaceAll('<!-- -->', '')).toBe('<p>રિફંડ માટે <a href="/refund-policy">રિફંડ નીતિ</a> જુઓ, Meera.જુઓ <i>i</i> અહીંનમસ્તે</p>');
  });

  it('says what is missing when no provider is above', () => {
    expect(() => renderToString(createElement(Note))).toThrow(/I18nProvider/);
  });
});
