import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { settings } from './settings.table.ts';

type Fields = Record<string, z.ZodType>;
type Values<F extends Fields> = { [K in keyof F]: z.output<F[K]> };

/**
 * A group of settings: each field's stored key and its rule. A missing (or no longer valid)
 * stored value reads as its default, so a rule tightened later never breaks a reader.
 */
export function defineSettings<F extends Fields>(group: {
  fields: F;
  keys: { [K in keyof F]: string };
  defaults: Values<F>;
}) {
  const names = Object.keys(group.fields) as (keyof F & string)[];
  return {
    defaults: group.defaults,

    async read(db: Db): Promise<Values<F>> {
      const rows = await db
        .select()
        .from(settings)
        .where(inArray(settings.key, Object.values(group.keys)));
      const stored = new Map(rows.map((r) => [r.key, r.value]));
      const result = { ...group.defaults };
      for (const name of names) {
        const parsed = group.fields[name]!.safeParse(stored.get(group.keys[name]));
        if (parsed.success) result[name] = parsed.data as Values<F>[typeof name];
      }
      return result;
    },

    /** Stores the given values (undefined ones are left as they are); `db` may be a transaction. */
    async write(db: Db, patch: Partial<Values<F>>, now: Date): Promise<void> {
      for (const name of names) {
        const value = patch[name];
        if (value === undefined) continue;
        await db
          .insert(settings)
          .values({ key: group.keys[name], value, updatedAt: now })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
      }
    },
  };
}
