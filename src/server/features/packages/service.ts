/**
 * Packages of sessions (issue 54 part 1; docs/spec.md "Packages of sessions"): the founder's
 * packages on a consultation (create, change, deactivate: never deleted, a paid one's credits point
 * at it), the active ones a service's public answer lists, and a member's credits. Buying one is a
 * registration (registrations/service.ts, type 'package'); its credits, taking and giving one back
 * are credits.ts; the pro-rata refund is payments/refunds.ts refundUnusedPackage.
 */
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.ts';
import type { AdminPackage, MyCredit, PackageInput, PublicPackage } from '../../../shared/contracts/packages.ts';
import type { Db } from '../../db/client.ts';
import { packageCredits, packages, services, type PackageRow } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit, type Actor } from '../../lib/audit.ts';
import { ownedCredits } from './credits.ts';

const packageNotFound = () => notFound('packages:errors.notFound');

/** A package's title and text in a language, each falling back to the English on its own. */
export function localizePackage(row: PackageRow, lang: Language): PublicPackage {
  const tr = lang === 'en' ? undefined : row.translations?.[lang];
  return { id: row.id, sessions: row.sessions, priceInr: row.priceInr, validDays: row.validDays, title: tr?.title || row.title, text: tr?.text || row.text };
}

const toAdmin = (row: PackageRow, serviceTitle: string): AdminPackage => ({
  id: row.id,
  serviceId: row.serviceId,
  serviceTitle,
  sessions: row.sessions,
  priceInr: row.priceInr,
  validDays: row.validDays,
  title: row.title,
  text: row.text,
  translations: row.translations ?? {},
  active: row.active,
});

/** A signed-in member, as the ownership rule reads one. */
export interface Member {
  id: string;
  email: string;
  emailVerified: boolean;
}

export function createPackageService(deps: {
  db: Db;
  /** The public services' cache (their answers list the active packages). */
  invalidate: () => void;
  /** The registrations of a member (dashboard/ownership.ts, wired by app.ts: packages use no feature that uses registrations). */
  ownedRegistrations: (member: Member) => SQL;
}) {
  const { db } = deps;

  /** Packages are sold on an existing consultation only (a course or an unknown service: 400). */
  async function consultation(serviceId: string) {
    const [row] = isUuid(serviceId) ? await db.select().from(services).where(eq(services.id, serviceId.toLowerCase())) : [];
    if (!row || row.kind !== 'consultation') throw new HttpError(400, 'invalid_input', 'validation:invalidInput', { serviceId: 'packages:errors.service' });
    return row;
  }

  const valuesOf = (input: PackageInput) => ({
    serviceId: input.serviceId.toLowerCase(),
    sessions: input.sessions,
    priceInr: input.priceInr,
    validDays: input.validDays,
    title: input.title,
    text: input.text,
    translations: input.translations,
    active: input.active,
  });

  return {
    async list(): Promise<AdminPackage[]> {
      const rows = await db.select({ pkg: packages, serviceTitle: services.title }).from(packages).innerJoin(services, eq(services.id, packages.serviceId)).orderBy(asc(services.sortOrder), asc(packages.sessions));
      return rows.map((r) => toAdmin(r.pkg, r.serviceTitle));
    },

    async create(input: PackageInput, actor: Actor): Promise<AdminPackage> {
      const service = await consultation(input.serviceId);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(packages).values(valuesOf(input)).returning();
        await recordAudit(tx, actor, { action: 'create', entity: 'package', entityId: created.id, details: { serviceId: created.serviceId, sessions: created.sessions, priceInr: created.priceInr } });
        return created;
      });
      deps.invalidate();
      return toAdmin(row, service.title);
    },

    async update(id: string, input: PackageInput, actor: Actor): Promise<AdminPackage> {
      if (!isUuid(id)) throw packageNotFound();
      const service = await consultation(input.serviceId);
      const row = await db.transaction(async (tx) => {
        // What was bought is copied on each registration: changing the package changes no credit already sold.
        const [updated] = await tx.update(packages).set(valuesOf(input)).where(eq(packages.id, id.toLowerCase())).returning();
        if (!updated) throw packageNotFound();
        await recordAudit(tx, actor, { action: 'update', entity: 'package', entityId: updated.id, details: { sessions: updated.sessions, priceInr: updated.priceInr, validDays: updated.validDays, active: updated.active } });
        return updated;
      });
      deps.invalidate();
      return toAdmin(row, service.title);
    },

    /** DELETE deactivates: no longer offered; what was bought stays usable. */
    async deactivate(id: string, actor: Actor): Promise<AdminPackage> {
      if (!isUuid(id)) throw packageNotFound();
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(packages).set({ active: false }).where(eq(packages.id, id.toLowerCase())).returning();
        if (!updated) throw packageNotFound();
        await recordAudit(tx, actor, { action: 'deactivate', entity: 'package', entityId: updated.id });
        return updated;
      });
      deps.invalidate();
      const [service] = await db.select({ title: services.title }).from(services).where(eq(services.id, row.serviceId));
      return toAdmin(row, service?.title ?? '');
    },

    /** A member's credits, per paid package: what is left and until when (GET /api/me/credits). */
    async myCredits(member: Member, lang: Language): Promise<MyCredit[]> {
      const owned = deps.ownedRegistrations(member);
      const rows = await db
        .select({ credit: packageCredits, pkg: packages, service: services })
        .from(packageCredits)
        .innerJoin(packages, eq(packages.id, packageCredits.packageId))
        .innerJoin(services, eq(services.id, packageCredits.serviceId))
        .where(ownedCredits(owned))
        .orderBy(desc(packageCredits.expiresAt));
      const now = Date.now();
      return rows.map(({ credit, pkg, service }) => ({
        id: credit.id,
        packageId: pkg.id,
        title: localizePackage(pkg, lang).title,
        serviceId: service.id,
        serviceSlug: service.slug,
        serviceTitle: (lang === 'en' ? undefined : service.translations?.[lang]?.title) || service.title,
        sessions: credit.sessions,
        remaining: credit.remaining,
        expiresAt: credit.expiresAt.toISOString(),
        usable: credit.remaining > 0 && !credit.refundedAt && credit.expiresAt.getTime() > now,
      }));
    },
  };
}

export type PackageService = ReturnType<typeof createPackageService>;
