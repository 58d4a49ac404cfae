import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from '../../lib/localized-links.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { avatarInitial } from '../../../shared/avatar.ts';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';

function Avatar({ user }: { user: CurrentUser }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" width={36} height={36} className="size-9 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
      {avatarInitial(user)}
    </span>
  );
}

/**
 * Visitors: a Log In link that leaves the client router (server path /api/login). Signed-in users:
 * an avatar menu with name, e-mail, dashboard, admin (admins only) and Log Out (spec §2). Rendered
 * by the server for who the request is (use-current-user.ts): no placeholder, no wait.
 */
export function UserArea({ variant = 'bar' }: { variant?: 'bar' | 'drawer' }) {
  return <UserAreaFor user={useCurrentUser()} variant={variant} />;
}

/** The area for a given user: the server renders it alone to put a member's frame into a page (entry.server.tsx). */
export function UserAreaFor({ user, variant }: { user: CurrentUser | null; variant: 'bar' | 'drawer' }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <a href="/api/login" className={variant === 'bar' ? 'btn-secondary hidden lg:inline-flex' : 'btn-secondary w-full'}>
        {t('nav.login')}
      </a>
    );
  }
  return variant === 'bar' ? <UserMenu user={user} /> : <UserLinks user={user} />;
}

function UserLinks({ user, onChoose }: { user: CurrentUser; onChoose?: () => void }) {
  const { t } = useTranslation();
  const fullName = user.firstName ? [user.firstName, user.lastName].filter(Boolean).join(' ') : null;
  const item = 'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 focus-visible:bg-brand-50';
  return (
    <div>
      <div className="border-b border-slate-100 px-3 pb-2">
        {fullName && <p className="font-semibold text-slate-900">{fullName}</p>}
        <p className="truncate text-sm text-slate-500">{user.email}</p>
      </div>
      <ul className="pt-1">
        <li>
          <Link to="/dashboard" className={item} onClick={onChoose}>
            {t('nav.dashboard')}
          </Link>
        </li>
        {user.isAdmin && (
          <li>
            <Link to="/admin" className={item} onClick={onChoose}>
              {t('nav.admin')}
            </Link>
          </li>
        )}
        <li>
          <a href="/api/logout" className={item}>
            {t('nav.logout')}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The one account menu's id. */
const ACCOUNT_MENU_ID = 'account-menu';

function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, buttonRef);
  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);

  return (
    <div ref={rootRef} className="relative hidden lg:block">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        aria-label={t('nav.accountMenu')}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full"
        data-testid="avatar-button"
      >
        <Avatar user={user} />
      </button>
      {open && (
        <div id={ACCOUNT_MENU_ID} className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
          <UserLinks user={user} onChoose={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
