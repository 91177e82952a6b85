import { Alert, Button, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { csvDelimiters, identifierColumns } from '@soundpost/contracts/csv-mappings';
import {
  mappingBody,
  mappingValues,
  type CsvMapping,
  type CsvMappingValues,
} from '../lib/csv-mapping.ts';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../lib/forms.ts';
import { notify } from '../lib/notify.ts';

/** What tells one importer's mapping from the other's. */
export type CsvMappingConfig<M extends CsvMapping> = {
  /**
   * Where the importer's texts are, `namespace:key.prefix.`: its `title`, `description`,
   * `dateFormat` (the label) and `fields.<field>` (each column's label).
   */
  texts: string;
  /** The fields a column can be named for, in the form's order. */
  fields: readonly string[];
  /** The fields the mapping must name (besides the ISRC or the UPC). */
  required: readonly string[];
  /** How dates may be written; the first is a new mapping's. */
  dateFormats: readonly [string, ...string[]];
  /** Whether amounts are read, and so their decimal separator is asked. */
  decimals: boolean;
  /** The contract's schema, which the API checks too. */
  schema: z.ZodType<M>;
};

export type SaveMapping<M> = UseMutationResult<M, Error, { storeId: string; mapping: M }>;

type Props<M extends CsvMapping> = {
  config: CsvMappingConfig<M>;
  storeId: string;
  storeName: string;
  /** The store's saved mapping; null for an empty form. */
  saved: M | null;
  save: SaveMapping<M>;
};

const shared = 'admin:csvMapping.';
const delimiterNames = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' } as const;
const decimalNames = { '.': 'point', ',': 'comma' } as const;

const isIdentifier = (field: string) => (identifierColumns as readonly string[]).includes(field);

/**
 * The columns in two groups, so that what is needed is said once, in words (the theme shows no
 * asterisks): the ISRC and the UPC first (their hint on both, side by side), then the needed
 * ones; then the optional ones.
 */
function columnGroups({ fields, required }: CsvMappingConfig<CsvMapping>) {
  const needed = (field: string) => isIdentifier(field) || required.includes(field);
  return [
    {
      legend: 'neededColumns',
      fields: [...fields.filter(isIdentifier), ...fields.filter((f) => required.includes(f))],
      cols: { base: 1, sm: 2 },
    },
    {
      legend: 'optionalColumns',
      fields: fields.filter((field) => !needed(field)),
      cols: { base: 1, sm: 2, lg: 3 },
    },
  ];
}

function labelsOf({ texts, fields }: CsvMappingConfig<CsvMapping>) {
  return {
    ...Object.fromEntries(fields.map((field) => [`columns.${field}`, `${texts}fields.${field}`])),
    delimiter: `${shared}delimiter`,
    decimalSeparator: `${shared}decimalSeparator`,
    dateFormat: `${texts}dateFormat`,
  };
}

/**
 * Edits one store's CSV mapping: the header of the column that holds each field (the needed
 * ones apart from the optional ones), the delimiter, the decimal separator when amounts are
 * read (amounts have no thousands separators), the date format; saves it with a PUT. Checked
 * with the contract before sending; the API's field errors are shown on their fields, its other
 * failures above the button.
 */
export function CsvMappingForm<M extends CsvMapping>(props: Props<M>) {
  const { config, storeId, storeName, save } = props;
  const { t } = useTranslation(['admin', config.texts.split(':')[0]!, 'validation', 'errors']);
  const toBody = (values: CsvMappingValues) => mappingBody(values, config.decimals);
  const form = useForm<CsvMappingValues>({
    initialValues: mappingValues(config.fields, props.saved, config.dateFormats[0]),
    ...schemaFormOptions(config.schema, labelsOf(config), toBody),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { storeId, mapping: config.schema.parse(toBody(values)) },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t(`${shared}saved`, { store: storeName }) });
          form.resetDirty();
        },
        onError: (error) => applyFieldErrors(form, error),
      },
    ),
  );
  const option = (group: string, value: string, name: string) => ({
    value,
    label: t(`${shared}${group}.${name}`),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {columnGroups(config).map(({ legend, fields, cols }) => (
          <Fieldset
            key={legend}
            legend={
              <Text fw={600} size="sm">
                {t(`${shared}${legend}`)}
              </Text>
            }
            variant="unstyled"
          >
            <SimpleGrid cols={cols}>
              {fields.map((field) => (
                <TextInput
                  key={field}
                  label={t(`${config.texts}fields.${field}`)}
                  description={isIdentifier(field) ? t(`${shared}identifier`) : undefined}
                  required={config.required.includes(field)}
                  spellCheck={false}
                  autoComplete="off"
                  {...form.getInputProps(`columns.${field}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ))}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t(`${shared}delimiter`)}
            data={csvDelimiters.map((d) => option('delimiters', d, delimiterNames[d]))}
            allowDeselect={false}
            required
            {...form.getInputProps('delimiter')}
          />
          {config.decimals ? (
            <Select
              label={t(`${shared}decimalSeparator`)}
              data={(['.', ','] as const).map((d) =>
                option('decimalSeparators', d, decimalNames[d]),
              )}
              allowDeselect={false}
              required
              {...form.getInputProps('decimalSeparator')}
            />
          ) : null}
          <Select
            label={t(`${config.texts}dateFormat`)}
            data={config.dateFormats.map((f) => option('dateFormats', f, f))}
            allowDeselect={false}
            required
            {...form.getInputProps('dateFormat')}
          />
        </SimpleGrid>
        {save.error ? (
          <Alert color="red" role="alert" title={t(`${shared}failed`)}>
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t(`${shared}save`)}
        </Button>
      </Stack>
    </form>
  );
}
