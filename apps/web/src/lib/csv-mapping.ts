import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { csvDelimiters } from '@soundpost/contracts/csv-mappings';
import { isApiError } from './api-error.ts';

/**
 * A store's CSV mapping as the admin forms edit it (decision 045): the royalty report's and the
 * trend report's both fit, the trend's without a decimal separator.
 */
export type CsvMapping = {
  columns: Partial<Record<string, string>>;
  delimiter: (typeof csvDelimiters)[number];
  decimalSeparator?: '.' | ',';
  dateFormat: string;
};

/** The form's values: every column a text, empty when the CSV has none. */
export type CsvMappingValues = {
  columns: Record<string, string>;
  delimiter: string;
  decimalSeparator: string;
  dateFormat: string;
};

/** The values of a saved mapping, or of a new one (a comma, a point, `dateFormat`). */
export function mappingValues(
  fields: readonly string[],
  mapping: CsvMapping | null,
  dateFormat: string,
): CsvMappingValues {
  return {
    columns: Object.fromEntries(fields.map((field) => [field, mapping?.columns[field] ?? ''])),
    delimiter: mapping?.delimiter ?? ',',
    decimalSeparator: mapping?.decimalSeparator ?? '.',
    dateFormat: mapping?.dateFormat ?? dateFormat,
  };
}

/** The body the API reads: columns left empty are not named; a trend mapping has no decimals. */
export function mappingBody(values: CsvMappingValues, withDecimals: boolean): unknown {
  const columns = Object.entries(values.columns)
    .map(([field, name]) => [field, name.trim()] as const)
    .filter(([, name]) => name !== '');
  return {
    columns: Object.fromEntries(columns),
    delimiter: values.delimiter,
    ...(withDecimals ? { decimalSeparator: values.decimalSeparator } : {}),
    dateFormat: values.dateFormat,
  };
}

/** A mapping's GET: a store without one answers 404, which is no mapping (null), not a failure. */
async function mappingOrNone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The query of a store's mapping (`name`: the importer's, e.g. `report-mapping`), read by `get`:
 * null when the store has none; nothing is asked until a store is chosen.
 */
export function useStoreMapping<M>(
  name: string,
  storeId: string | null,
  get: (storeId: string) => Promise<M>,
) {
  return useQuery({
    queryKey: ['admin', name, storeId],
    queryFn: () => mappingOrNone(get(storeId ?? '')),
    enabled: storeId !== null,
  });
}

/** Saves a store's mapping through `put`; the store's query then holds what was saved. */
export function useSaveStoreMapping<M>(
  name: string,
  put: (storeId: string, mapping: M) => Promise<M>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, mapping }: { storeId: string; mapping: M }) => put(storeId, mapping),
    onSuccess: (saved, { storeId }) => client.setQueryData(['admin', name, storeId], saved),
  });
}

/**
 * Which store an admin page's mapping section shows, and `edit(storeId)` for its import form:
 * that store's mapping, scrolled to, with the focus on the section's heading (`headingId`).
 */
export function useMappingTarget(headingId: string) {
  const [storeId, setStoreId] = useState<string | null>(null);
  const edit = (id: string) => {
    setStoreId(id);
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return { storeId, setStoreId, edit, headingId };
}

export type MappingTarget = ReturnType<typeof useMappingTarget>;
