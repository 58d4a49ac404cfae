import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/constants.ts';
import { createI18n, RESOURCES_ELEMENT_ID, type LanguageResources } from './i18n/create.ts';

// The server rendered the page in the visitor's language and embedded its translations.
const pageLang = document.documentElement.lang;
const resources = JSON.parse(document.getElementById(RESOURCES_ELEMENT_ID)?.textContent || '{}') as LanguageResources;
const i18n = createI18n(isLanguage(pageLang) ? pageLang : DEFAULT_LANGUAGE, resources);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
