// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportMapping } from '@soundpost/contracts/royalties';
import { useMappingTarget } from '../../../lib/csv-mapping.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubMappingApi, type SentPut } from '../../../test/mapping-api.ts';
import { ReportMappingSection } from './report-mapping-section.tsx';
import { RoyaltyImportForm } from './royalty-import-form.tsx';

const saved: ReportMapping = {
  columns: { isrc: 'Track ISRC', quantity: 'Units', earnings: 'Net Revenue', saleMonth: 'Date' },
  delimiter: ';',
  decimalSeparator: ',',
  dateFormat: 'DD/MM/YYYY',
};
const stores = [
  { id: 'deezer', name: 'Deezer' },
  { id: 'spotify', name: 'Spotify' },
];

let puts: SentPut[];
let putAnswer: (body: unknown) => Response;

beforeEach(() => {
  puts = [];
  putAnswer = (body) => Response.json(body);
  stubMappingApi({
    stores,
    saved: { '/v1/admin/stores/deezer/report-mapping': saved },
    puts,
    answer: (body) => putAnswer(body),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The royalties admin page's pair: the import form and the mapping section it points to. */
function Page() {
  const target = useMappingTarget('report-mapping-title');
  return (
    <>
      <RoyaltyImportForm onEditMapping={target.edit} />
      <ReportMappingSection target={target} />
    </>
  );
}

/** Picks `option` in the select labelled `label`, within that select's own list. */
async function choose(label: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  input.focus();
  fireEvent.click(input);
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls')!)!);
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const choice = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name }).value;

async function showMappingOf(store: string) {
  await renderWithProviders(<Page />);
  await choose('Store to map', store);
}

describe('ReportMappingSection', () => {
  it("loads the store's saved mapping into the form", async () => {
    await showMappingOf('Deezer');
    await waitFor(() => expect(field('ISRC').value).toBe('Track ISRC'));
    expect(field('Quantity').value).toBe('Units');
    expect(field('Earnings').value).toBe('Net Revenue');
    expect(field('Sale month').value).toBe('Date');
    expect(field('UPC').value).toBe('');
    // What is needed is said by the group (the theme draws no asterisks) and the attribute.
    const needed = screen.getByRole('group', { name: 'Columns the import needs' });
    expect(
      within(needed).getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).required,
    ).toBe(true);
    const optional = screen.getByRole('group', { name: 'Optional columns' });
    expect(
      within(optional).getByRole<HTMLInputElement>('textbox', { name: 'Country of sale' }).required,
    ).toBe(false);
    expect(choice('Delimiter')).toBe('Semicolon (;)');
    expect(choice('Decimal separator')).toBe('Comma (1234,50)');
    expect(choice('Sale month format')).toBe('DD/MM/YYYY (31/03/2026)');
    expect(screen.queryByText(/has no column mapping yet/)).toBeNull();
  });

  it('offers an empty form for a store without one, checks it, and saves it with a PUT', async () => {
    await showMappingOf('Spotify');
    expect(
      await screen.findByText(
        'Spotify has no column mapping yet. Name the columns of its CSV, then save.',
      ),
    ).toBeTruthy();
    expect(field('Quantity').value).toBe('');
    expect(choice('Delimiter')).toBe('Comma (,)');
    expect(choice('Sale month format')).toBe('YYYY-MM (2026-03, a day may follow)');

    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText('Quantity is required')).toBeTruthy();
    expect(screen.getByText('Name the ISRC column, the UPC column or both')).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.change(field('UPC'), { target: { value: ' Product UPC ' } });
    fireEvent.change(field('Quantity'), { target: { value: 'Units' } });
    fireEvent.change(field('Earnings'), { target: { value: 'Net' } });
    fireEvent.change(field('Sale month'), { target: { value: 'Month' } });
    await choose('Decimal separator', 'Comma (1234,50)');
    await choose('Delimiter', 'Semicolon (;)');
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      path: '/v1/admin/stores/spotify/report-mapping',
      body: {
        columns: { upc: 'Product UPC', quantity: 'Units', earnings: 'Net', saleMonth: 'Month' },
        delimiter: ';',
        decimalSeparator: ',',
        dateFormat: 'YYYY-MM',
      },
    });
    await waitFor(() => expect(screen.queryByText(/has no column mapping yet/)).toBeNull());
  });

  it("shows the API's field errors on their fields, translated", async () => {
    putAnswer = () =>
      Response.json(
        {
          code: 'validation_failed',
          message: 'Invalid',
          fields: { 'columns.earnings': 'max_length', decimalSeparator: 'same_as_delimiter' },
        },
        { status: 400 },
      );
    await showMappingOf('Deezer');
    await waitFor(() => expect(field('Earnings').value).toBe('Net Revenue'));
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect(await screen.findByText('Earnings is too long')).toBeTruthy();
    expect(field('Earnings').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Decimal separator must differ from the delimiter')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The mapping was not saved');
  });

  it("sends the import form's CSV store without a mapping to its set-up", async () => {
    await renderWithProviders(<Page />);
    await choose('Format', "CSV (the store's saved column mapping)");
    await choose('Store', 'Spotify');
    const note = await screen.findByText(
      'Spotify has no column mapping yet: its CSV cannot be read without one.',
    );
    expect(note).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up the mapping' }));
    await waitFor(() => expect(choice('Store to map')).toBe('Spotify'));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'CSV column mappings' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Quantity' })).toBeTruthy();
  });
});
