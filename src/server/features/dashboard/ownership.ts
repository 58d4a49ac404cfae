/**
 * Which records belong to a member (docs/decisions: "a member's data is what their verified e-mail
 * address sent"). A record is theirs when it was sent while they were signed in (userId), or, once
 * their address is verified, when it was sent with that address, before or after the account
 * existed. An unverified account sees only what it sent itself: claiming someone's address at
 * sign-up shows nothing of theirs.
 *
 * Decided when reading rather than by copying user ids onto rows at verification, so that a visitor
 * who registers again later without signing in sees it too, and nothing needs a back-fill job.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import { contacts, formResponses, registrations } from '../../db/schema.ts';

export interface Owner {
  id: string;
  email: string;
  emailVerified: boolean;
}

const sameAddress = (column: typeof registrations.email | typeof formResponses.email | typeof contacts.email, owner: Owner) =>
  sql`lower(${column}) = ${owner.email.trim().toLowerCase()}`;

export function ownedRegistrations(owner: Owner): SQL {
  return owner.emailVerified ? or(eq(registrations.userId, owner.id), sameAddress(registrations.email, owner))! : eq(registrations.userId, owner.id);
}

export function ownedFormResponses(owner: Owner): SQL {
  return owner.emailVerified ? or(eq(formResponses.userId, owner.id), sameAddress(formResponses.email, owner))! : eq(formResponses.userId, owner.id);
}

/** Contact messages carry no account, only the address: a verified one is needed. */
export function ownedContacts(owner: Owner): SQL {
  return owner.emailVerified ? sameAddress(contacts.email, owner) : sql`false`;
}
