/**
 * Which answers the Forms tab shows as columns beside name, e-mail and date (issue 20, item 6): up to
 * two of the spec's columns, chosen by the founder and remembered in this browser (localStorage);
 * every answer stays in the row's drawer and in the CSV export.
 */
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { SUBMISSION_COLUMNS, type SubmissionColumn } from '../../../../shared/contracts/admin.ts';

/** The answers that can be a column: all but the two always shown. */
export const EXTRA_COLUMNS = SUBMISSION_COLUMNS.filter((c) => c !== 'fullName' && c !== 'email');
export const EXTRA_COLUMN_SLOTS = 2;
const DEFAULT_COLUMNS: (SubmissionColumn | null)[] = ['phone', 'primaryStruggle'];
const STORAGE_KEY = 'admin.submissions.columns';
const storedSchema = z.array(z.enum(EXTRA_COLUMNS).nullable()).length(EXTRA_COLUMN_SLOTS);

function read(): (SubmissionColumn | null)[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = raw === null ? null : storedSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : DEFAULT_COLUMNS;
  } catch {
    return DEFAULT_COLUMNS;
  }
}

/** The chosen columns (one per slot, null: none) and how to change one; read after the first render, so the server's HTML and the first client render agree. */
export function useSubmissionColumns() {
  const [columns, setColumns] = useState<(SubmissionColumn | null)[]>(DEFAULT_COLUMNS);
  useEffect(() => setColumns(read()), []);
  const choose = useCallback((slot: number, column: SubmissionColumn | null) => {
    setColumns((current) => {
      const next = current.map((c, i) => (i === slot ? column : c));
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage disabled: the choice lasts for this visit.
      }
      return next;
    });
  }, []);
  return { columns, choose };
}
