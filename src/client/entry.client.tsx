import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/constants.ts';
import { createI18n, RESOURCES_ELEMENT_ID, type LanguageResources } from './i18n/create.ts';
import { setPartialNamespaces } from './i18n/load.ts';
import { FrameUserProvider, readFrameUser } from './features/auth/frame-user.tsx';
import { I18nProvider, setBrowserI18n } from './i18n/react.tsx';

// The server rendered the page in the visitor's language and embedded its translations.
const pageLang = document.documentElement.lang;
const embedded = document.getElementById(RESOURCES_ELEMENT_ID);
const resources = JSON.parse(embedded?.textContent || '{}') as LanguageResources;
const i18n = createI18n(isLanguage(pageLang) ? pageLang : DEFAULT_LANGUAGE, resources);
setBrowserI18n(i18n);
// Namespaces of which a content page carries only what it shows: the rest is fetched when needed.
setPartialNamespaces(i18n, embedded?.dataset.partial?.split(' ') ?? []);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <FrameUserProvider user={readFrameUser()}>
          <HydratedRouter />
        </FrameUserProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
