import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { countryCodes, countryName } from '@soundpost/contracts/countries';
import type { Language } from '@soundpost/contracts/locales';
import { isStoreAvailable, type Store, type Territory } from '@soundpost/contracts/stores';
import type { Db } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Actor } from '../../plugins/types.ts';
import { storeCatalogue } from './store-catalogue.ts';
import * as repo from './stores.repository.ts';

/**
 * A DDEX party id that passes the schema's `PADPIDA[a-zA-Z0-9]+` but is visibly not a real
 * one: real DPIDs continue with digits (the registration date), these with an X and the slug.
 */
export function placeholderPartyId(slug: string): string {
  return `PADPIDAX${slug.replace(/[^a-z0-9]/gi, '').toUpperCase()}`;
}

/**
 * Brings the store catalogue into the database (idempotent, safe when several processes
 * start at once): new stores are added with a placeholder party id, folder delivery and the
 * catalogue's link template; existing ones keep what an operator set (see upsertStores).
 */
export async function seedStores(db: Db): Promise<void> {
  await repo.upsertStores(
    db,
    storeCatalogue.map((store) => ({
      id: store.id,
      name: store.name,
      category: store.category,
      major: store.major,
      premiumOnly: store.premiumOnly,
      enabled: !store.closed,
      partyId: placeholderPartyId(store.id),
      partyIdIsPlaceholder: true,
      transport: 'folder' as const,
      transportSettings: { path: store.id },
      linkTemplate: store.linkTemplate,
    })),
  );
}

/** The enabled stores, each saying whether the actor's plan may deliver to it. */
export async function listStores(ctx: AppContext, actor: Actor): Promise<{ items: Store[] }> {
  const capabilities = capabilitiesFor(actor.user.planName);
  const rows = await repo.listEnabledStores(ctx.db);
  return {
    items: rows.map((store) => ({
      ...store,
      availableOnPlan: isStoreAvailable(store, capabilities),
    })),
  };
}

// Names depend only on the language, so each list is built once per process.
const territoriesByLanguage = new Map<Language, Territory[]>();

/** Every ISO 3166 territory with its name in `lang`, in that language's alphabetical order. */
export function listTerritories(lang: Language): { items: Territory[] } {
  let items = territoriesByLanguage.get(lang);
  if (!items) {
    const collator = new Intl.Collator(lang);
    items = countryCodes
      .map((code) => ({ code, name: countryName(code, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    territoriesByLanguage.set(lang, items);
  }
  return { items };
}
