/**
 * One Idempotency-Key per form fill: sending the same answers again (a double click, a retry after
 * a dropped connection) reuses the key, so the server stores them once; changed answers get a
 * new key.
 */
import { useRef } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body) => {
    const serialized = JSON.stringify(body);
    if (last.current?.body !== serialized) last.current = { body: serialized, key: newKey() };
    return last.current.key;
  };
}
