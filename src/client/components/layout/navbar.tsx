import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, NavLink } from '../../lib/localized-links.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { UserArea } from './user-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800'
  }`;

/** Sticky navigation bar (spec §2): logo, links, Register for Webinar, language, account, drawer. */
export function Navbar() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('nav.skipToContent')}
      </a>
      <nav aria-label={t('nav.mainNavigation')} className="container-page flex h-16 items-center justify-between gap-2">
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={linkClass}>
                {t(l.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* On phones too: the language is never hidden in the menu (issue 20). */}
          <LanguageSwitcher />
          <Link to="/register" className="btn-primary px-3 text-xs sm:px-5 sm:text-sm" data-testid="nav-register">
            {t('nav.registerWebinar')}
          </Link>
          <UserArea />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
            aria-controls="mobile-drawer"
            onClick={() => setDrawerOpen(true)}
            data-testid="open-drawer"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </nav>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}

/**
 * The small-screen drawer: 300 px wide, 400 px from the small breakpoint up. A native modal
 * <dialog> traps focus, closes with Escape, and returns focus to the menu button.
 */
function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id="mobile-drawer"
      aria-label={t('nav.mainNavigation')}
      className="drawer w-[300px] max-w-full bg-white p-0 shadow-xl sm:w-[400px] lg:hidden"
      onClose={onClose}
      // Closes on the backdrop, and when any link in it is chosen (navigation links, the account's).
      // Not on every change of location: a navigation still finishing when the menu was opened
      // would close it again at once.
      onClick={(e) => (e.target === ref.current || (e.target as HTMLElement).closest('a')) && onClose()}
      data-testid="mobile-drawer"
    >
      <div className="flex h-full flex-col gap-4 p-4">
        <div className="flex items-center justify-between">
          <span className="font-semibold text-slate-900">{t('nav.mainNavigation')}</span>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <ul className="flex flex-col gap-1">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end} className={(s) => `block ${linkClass(s)}`}>
                {t(l.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-auto">
          <UserArea variant="drawer" />
        </div>
      </div>
    </dialog>
  );
}
