import type { z } from 'zod';
import { requiredText, v } from './validation.ts';

/**
 * What the royalty (sales) and trend (usage) CSV mappings share: a store's CSV names its
 * columns by header, the header names a mapping gives, its cell delimiters, and the rule that a
 * line is found by its ISRC or its UPC.
 */

/** The cell delimiters a store's CSV may use. */
export const csvDelimiters = [',', ';', '\t', '|'] as const;

/** A header cell's name, as a mapping gives it. */
export const csvColumnName = requiredText(100);

/** The columns that find a line's track: a mapping names one of them, or both. */
export const identifierColumns = ['isrc', 'upc'] as const;

type Mapping = { columns?: Partial<Record<string, unknown>> };

// Checked even when another field failed (zod skips object refinements then by default), so a
// form shows every missing column at once.
export const whenObject = ({ value }: { value: unknown }) =>
  typeof value === 'object' && value !== null;

/**
 * `.superRefine(...needsColumns(['date', …]))`: the mapping names a column for each of `fields`
 * and for the ISRC or the UPC; each one missing is marked on its own field (the identifier's on
 * `isrc`).
 */
export const needsColumns = (fields: readonly string[]) =>
  [
    (m: Mapping, ctx: z.RefinementCtx<Mapping>) => {
      const missing = (field: string) => !m.columns?.[field];
      for (const field of fields.filter(missing)) {
        ctx.addIssue({ code: 'custom', path: ['columns', field], message: v.required });
      }
      if (identifierColumns.every(missing)) {
        ctx.addIssue({ code: 'custom', path: ['columns', 'isrc'], message: v.isrcOrUpc });
      }
    },
    { when: whenObject },
  ] as const;
