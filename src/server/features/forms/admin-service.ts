/**
 * The founder's management of form definitions (spec §2 Form builder, §7 Forms). Every change is
 * one transaction; every saved definition is also written to form_versions, so responses keep the
 * meaning of the version they answered (the admin's table and CSV read labels from there). One
 * active form per registration page type: activating one switches the other off, under a lock per
 * type so that two admins cannot leave two active.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FormType } from '../../../shared/constants.ts';
import { isPageFormType, type AdminForm, type FormSaveBody } from '../../../shared/contracts/form-admin.ts';
import { cleanFormTranslations, formMissingLanguages } from '../../../shared/content-languages.ts';
import type { FieldDefinition, FormTranslations } from '../../../shared/forms.ts';
import type { Page, PageQuery } from '../../../shared/contracts/paging.ts';
import type { Db, Tx } from '../../db/client.ts';
import { formResponses, formVersions, forms, type FormRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { countRows, readPage } from '../../lib/paging.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toForm } from './service.ts';
import { recordAudit } from '../../lib/audit.ts';

export interface Actor {
  id: string;
  email: string;
}

/** A saved body after the schema: trimmed text, defaults applied. */
export interface FormSave {
  title: string;
  description: string;
  /** The title and description in Hindi and Gujarati (missing: the English text). */
  translations?: FormTranslations;
  type: FormType;
  fields: FieldDefinition[];
  isActive?: boolean;
  version?: number;
}
export type { FormSaveBody };

const formNotFound = () => notFound('builder:errors.notFound');


/** Serialises activations per type (pg_advisory_xact_lock, released at commit). */
async function lockType(tx: Tx, type: FormType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forms-active:${type}`}))`);
}

/** Switches off every other active form of a page type (custom forms never displace each other). */
async function deactivateOthers(tx: Tx, type: FormType, keepId: string): Promise<string[]> {
  if (!isPageFormType(type)) return [];
  const rows = await tx
    .update(forms)
    .set({ isActive: false })
    .where(and(eq(forms.type, type), eq(forms.isActive, true), ne(forms.id, keepId)))
    .returning({ id: forms.id });
  return rows.map((r) => r.id);
}

async function writeVersion(tx: Tx, row: FormRow): Promise<void> {
  await tx
    .insert(formVersions)
    .values({ formId: row.id, version: row.version, title: row.title, description: row.description, fields: row.fields })
    .onConflictDoNothing();
}

async function audit(tx: Tx, actor: Actor, action: string, entityId: string, details: Record<string, unknown> = {}) {
  await recordAudit(tx, actor, { action, entity: 'form', entityId, details });
}

async function lockForm(tx: Tx, id: string): Promise<FormRow> {
  if (!isUuid(id)) throw formNotFound();
  const [row] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
  if (!row) throw formNotFound();
  return row;
}

/** A form as the builder lists it: with its number of answers and the languages its text still lacks. */
const adminForm = (row: FormRow, responses: number): AdminForm => ({ ...toForm(row), responseCount: responses, missingLanguages: formMissingLanguages(row) });

async function responseCount(db: Db | Tx, formId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(formResponses).where(eq(formResponses.formId, formId));
  return Number(row?.n ?? 0);
}

export function createFormAdminService(db: Db, onChange: () => void) {
  const withForm = async (row: FormRow, tx: Db | Tx): Promise<AdminForm> => adminForm(row, await responseCount(tx, row.id));

  /** Runs a change and tells the public read cache once it is committed. */
  async function change<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(fn);
    onChange();
    return result;
  }

  return {
    /** Every form, page forms first, then by title, with the number of responses each. */
    /** One page, by type and title, each form with its number of responses. */
    async list(query: PageQuery): Promise<Page<AdminForm>> {
      return readPage(query, {
        rows: async ({ limit, offset }) => {
          const page = await db.select().from(forms).orderBy(asc(forms.type), asc(forms.title), asc(forms.createdAt), asc(forms.id)).limit(limit).offset(offset);
          const ids = page.map((f) => f.id);
          const counts = ids.length
            ? await db.select({ formId: formResponses.formId, n: count() }).from(formResponses).where(inArray(formResponses.formId, ids)).groupBy(formResponses.formId)
            : [];
          const n = new Map(counts.map((c) => [c.formId, Number(c.n)]));
          return page.map((form) => adminForm(form, n.get(form.id) ?? 0));
        },
        total: () => countRows(db, forms),
      });
    },

    /** Any form, active or not (the builder opens inactive ones too). */
    async get(id: string): Promise<AdminForm> {
      if (!isUuid(id)) throw formNotFound();
      const [row] = await db.select().from(forms).where(eq(forms.id, id));
      if (!row) throw formNotFound();
      return withForm(row, db);
    },

    /** A new form, version 1, active unless told otherwise (spec §3: isActive set true on save). */
    create(input: FormSave, actor: Actor): Promise<AdminForm> {
      return change(async (tx) => {
        const isActive = input.isActive ?? true;
        if (isActive) await lockType(tx, input.type);
        const [row] = await tx
          .insert(forms)
          .values({ title: input.title, description: input.description, translations: cleanFormTranslations(input.translations), type: input.type, fields: input.fields, isActive, version: 1 })
          .returning();
        const replaced = isActive ? await deactivateOthers(tx, row.type, row.id) : [];
        await writeVersion(tx, row);
        await audit(tx, actor, 'form-created', row.id, { type: row.type, replaced });
        return adminForm(row, 0);
      });
    },

    /**
     * A new version of a form: the definition changes, the version goes up and is written to
     * form_versions; responses already given keep the version they answered. The active flag
     * stays as it was (an active form moved to a page type takes that page over).
     */
    update(id: string, input: FormSave, actor: Actor): Promise<AdminForm> {
      return change(async (tx) => {
        // The type lock before the row lock, in the same order as activation (no deadlock).
        if (isPageFormType(input.type)) await lockType(tx, input.type);
        const current = await lockForm(tx, id);
        if (input.version !== undefined && input.version !== current.version) throw conflict('builder:errors.staleVersion');
        // A form made before versions were kept gets its current definition recorded first.
        await writeVersion(tx, current);
        const [row] = await tx
          .update(forms)
          .set({ title: input.title, description: input.description, translations: cleanFormTranslations(input.translations), type: input.type, fields: input.fields, version: current.version + 1 })
          .where(eq(forms.id, id))
          .returning();
        const replaced = row.isActive && row.type !== current.type ? await deactivateOthers(tx, row.type, row.id) : [];
        await writeVersion(tx, row);
        await audit(tx, actor, 'form-updated', row.id, { version: row.version, replaced });
        return withForm(row, tx);
      });
    },

    /** A copy to work on: inactive (it replaces nothing until the founder activates it), version 1. */
    duplicate(id: string, title: string, actor: Actor): Promise<AdminForm> {
      return change(async (tx) => {
        const source = await lockForm(tx, id);
        const [row] = await tx
          .insert(forms)
          .values({ title: title.slice(0, 200), description: source.description, translations: source.translations, type: source.type, fields: source.fields, isActive: false, version: 1 })
          .returning();
        await writeVersion(tx, row);
        await audit(tx, actor, 'form-duplicated', row.id, { from: source.id });
        return adminForm(row, 0);
      });
    },

    /** Turns a form on or off; turning on a page form turns the other of its type off. */
    setActive(id: string, isActive: boolean, actor: Actor): Promise<AdminForm> {
      return change(async (tx) => {
        if (!isUuid(id)) throw formNotFound();
        const [peek] = await tx.select({ type: forms.type }).from(forms).where(eq(forms.id, id));
        if (!peek) throw formNotFound();
        if (isActive) await lockType(tx, peek.type);
        const current = await lockForm(tx, id);
        const [row] = await tx.update(forms).set({ isActive }).where(eq(forms.id, id)).returning();
        const replaced = isActive ? await deactivateOthers(tx, current.type, id) : [];
        await audit(tx, actor, isActive ? 'form-activated' : 'form-deactivated', id, { replaced });
        return withForm(row, tx);
      });
    },

    /**
     * Deletes a form nobody has answered. A form with responses is refused (409): deleting it would
     * drop people's answers with it; the founder deactivates it instead.
     */
    remove(id: string, actor: Actor): Promise<void> {
      return change(async (tx) => {
        const row = await lockForm(tx, id);
        if ((await responseCount(tx, id)) > 0) throw conflict('builder:errors.hasResponses');
        await tx.delete(forms).where(eq(forms.id, id));
        await audit(tx, actor, 'form-deleted', id, { title: row.title, type: row.type, version: row.version });
      });
    },
  };
}

export type FormAdminService = ReturnType<typeof createFormAdminService>;
