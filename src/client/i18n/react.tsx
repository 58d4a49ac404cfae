/**
 * React bindings of the translator (shared/i18n/translator.ts), shaped as react-i18next's were:
 * `useTranslation(ns)` answers `{ t, i18n }` and re-renders on a change of language or strings;
 * `<Trans>` puts elements into a translation (`<0>text</0>` becomes `components[0]` with that text).
 */
import { cloneElement, createContext, useContext, useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { I18n, TFunction } from '../../shared/i18n/translator.ts';

const I18nContext = createContext<I18n | null>(null);

let browserI18n: I18n | undefined;

/** The browser's one instance (entry.client sets it), for code outside components. */
export function getI18n(): I18n {
  if (!browserI18n) throw new Error('no translations yet: entry.client sets them before the first render');
  return browserI18n;
}

export function setBrowserI18n(i18n: I18n): void {
  browserI18n = i18n;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const nsKey = typeof ns === 'string' ? ns : ns?.join(',');
  // A new `t` after every change, so that memos and effects that depend on it run again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => i18n.getFixedT(null, ns), [i18n, version, nsKey]);
  return { t, i18n };
}

const TAG = /<(\d+)>(.*?)<\/\1>|<(\d+)\s*\/>/g;

/** A translation with elements in it: `<0>text</0>` is `components[0]` around "text"; `<1/>` is `components[1]`. */
export function Trans({ t, i18nKey, values, components }: { t: TFunction; i18nKey: string; values?: Record<string, unknown>; components: ReactElement[] }) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[Number(match[1] ?? match[3])];
    if (element) parts.push(cloneElement(element, { key: parts.length }, match[2] ?? (element.props as { children?: ReactNode }).children));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
