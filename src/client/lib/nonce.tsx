import { createContext, useContext, type ReactNode } from 'react';

/** The CSP nonce of this response (server only; the browser does not need it after load). */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
