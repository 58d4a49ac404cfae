/**
 * Who a page's HTML was rendered for, carried beside React Router's data rather than in it: the
 * frame (Log In, or the avatar menu) reads it to hydrate. The user travels in its own JSON element;
 * `.data` answers carry it in the root loader's data.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { jsonInScript } from '../../../shared/script-json.ts';

export const FRAME_USER_ELEMENT_ID = 'frame-user';

const FrameUserContext = createContext<CurrentUser | null>(null);

export function FrameUserProvider({ user, children }: { user: CurrentUser | null; children?: ReactNode }) {
  return <FrameUserContext.Provider value={user}>{children}</FrameUserContext.Provider>;
}

/** The user the page's HTML was rendered for (null: a visitor). */
export const useFrameUser = (): CurrentUser | null => useContext(FrameUserContext);

/** In the browser: the user the server rendered the page for, read once before hydration (entry.client). */
export function readFrameUser(): CurrentUser | null {
  try {
    return JSON.parse(document.getElementById(FRAME_USER_ELEMENT_ID)?.textContent || 'null') as CurrentUser | null;
  } catch {
    return null;
  }
}

/** The element that carries the frame's user; in the browser it keeps what the server sent. */
export function FrameUserData() {
  const user = useFrameUser();
  const [json] = useState(() => {
    const sent = typeof document === 'undefined' ? null : document.getElementById(FRAME_USER_ELEMENT_ID);
    return sent ? (sent.textContent ?? 'null') : jsonInScript(user);
  });
  return <script id={FRAME_USER_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
