// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrendMapping } from '@soundpost/contracts/analytics';
import { useMappingTarget } from '../../../lib/csv-mapping.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { stubMappingApi, type SentPut } from '../../../test/mapping-api.ts';
import { TrendMappingSection } from './trend-mapping-section.tsx';

/** What the admin names, as the PUT sends it (with a new mapping's comma and ISO days). */
const named: TrendMapping = {
  columns: { date: 'Day', country: 'Territory', isrc: 'Recording', streams: 'Plays' },
  delimiter: ',',
  dateFormat: 'YYYY-MM-DD',
};

let puts: SentPut[];

beforeEach(() => {
  puts = [];
  stubMappingApi({
    stores: [{ id: 'deezer', name: 'Deezer' }],
    puts,
    // The API checks what the form cannot: here, a header it refuses.
    answer: () =>
      Response.json(
        {
          code: 'validation_failed',
          message: 'x',
          fields: { 'columns.streams': 'control_characters' },
        },
        { status: 400 },
      ),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Section() {
  return <TrendMappingSection target={useMappingTarget('trend-mapping-title')} />;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('TrendMappingSection', () => {
  it('starts an empty trend mapping, sends only the named columns, and shows a refusal', async () => {
    await renderWithProviders(<Section />);
    const store = await screen.findByRole('combobox', { name: 'Store to map' });
    store.focus();
    fireEvent.click(store);
    const list = await waitFor(() =>
      document.getElementById(store.getAttribute('aria-controls')!)!,
    );
    fireEvent.click(within(list).getByRole('option', { name: 'Deezer', hidden: true }));
    expect(await screen.findByText(/^Deezer has no column mapping yet/)).toBeTruthy();
    // No amounts in a trend report: no decimal separator to ask.
    expect(screen.queryByRole('combobox', { name: 'Decimal separator' })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Day format' }).value).toBe(
      'YYYY-MM-DD (2026-03-31)',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    for (const message of ['Day is required', 'Country is required', 'Streams is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByText('Name the ISRC column, the UPC column or both')).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.change(field('Day'), { target: { value: 'Day' } });
    fireEvent.change(field('Country'), { target: { value: 'Territory' } });
    fireEvent.change(field('ISRC'), { target: { value: 'Recording' } });
    fireEvent.change(field('Streams'), { target: { value: 'Plays' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      path: '/v1/admin/stores/deezer/trend-mapping',
      body: named,
    });
    expect(await screen.findByText('Streams contains invisible control characters')).toBeTruthy();
    expect(field('Streams').getAttribute('aria-invalid')).toBe('true');
  });
});
