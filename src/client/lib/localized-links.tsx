/**
 * The site's links and navigation keep the page's language (ADR 0019): `to="/about"` on a Hindi
 * page leads to `/hi/about`. Paths with one address for all languages (the dashboard, the admin
 * area, the API) are left as they are. Use these instead of React Router's own (lint holds it).
 */
import { useCallback } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate as useRouterNavigate, type LinkProps, type NavigateOptions, type NavLinkProps, type To } from 'react-router';
import type { Language } from '../../shared/constants.ts';
import { localizePath } from '../../shared/language-address.ts';
import { useLanguage } from './use-language.ts';

/** `to` in `lang` (a string or a path object). */
export function localizeTo(to: To, lang: Language): To {
  if (typeof to === 'string') return localizePath(to, lang);
  return to.pathname ? { ...to, pathname: localizePath(to.pathname, lang) } : to;
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLanguage())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useLanguage())} {...props} />;
}

/** React Router's navigate, to the address in the page's language. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const lang = useLanguage();
  return useCallback((to: To, options?: NavigateOptions) => navigate(localizeTo(to, lang), options), [navigate, lang]);
}
