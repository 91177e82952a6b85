// What the journeys through the release wizard share: its English labels, Mantine's selects
// and the tracks step's credits.
import type { Page } from '@playwright/test';
import { text } from './catalogs.ts';

type Values = Record<string, string | number>;

/** An English message of the app, with its {{placeholders}} filled in. */
export const en = (ns: string, key: string, values?: Values) => text('en', ns, key, values);
/** A message of the release wizard, in English. */
export const wizard = (key: string, values?: Values) => en('wizard', key, values);

/** Opens a Mantine select by its label and picks an option; `search` types into it first. */
export async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByLabel(label, { exact: true }).first();
  if (search === undefined) await input.click();
  else await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The first track's language, and Ada Lovelace as its pianist and its composer. */
export async function fillTrackCredits(page: Page) {
  await choose(page, wizard('tracks.fields.language'), 'English', 'English');
  await page.getByRole('button', { name: wizard('tracks.addPerformer') }).click();
  await page.getByLabel(wizard('tracks.performerName', { n: 1 })).fill('Ada Lovelace');
  await choose(
    page,
    wizard('tracks.instrument', { n: 1 }),
    en('releases', 'instruments.piano'),
    'Piano',
  );
  await page.getByRole('button', { name: wizard('tracks.addContributor') }).click();
  await page.getByLabel(wizard('tracks.contributorName', { n: 1 })).fill('Ada Lovelace');
  await choose(page, wizard('tracks.role', { n: 1 }), wizard('tracks.roles.composer'));
}
