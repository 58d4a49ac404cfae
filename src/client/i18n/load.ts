/** Loads a language's translations in the browser (each language is its own small chunk). */
import type { Language } from '../../shared/constants.ts';
import type { LanguageResources } from './create.ts';

const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export async function loadLanguage(lang: Language): Promise<LanguageResources> {
  const entries = Object.entries(files).filter(([file]) => file.startsWith(`./locales/${lang}/`));
  const loaded = await Promise.all(
    entries.map(async ([file, load]) => [file.slice(file.lastIndexOf('/') + 1, -5), (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}
