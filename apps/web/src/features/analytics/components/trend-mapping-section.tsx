import {
  requiredTrendFields,
  trendDateFormats,
  trendFields,
  trendMappingSchema,
  type TrendMapping,
} from '@soundpost/contracts/analytics';
import type { CsvMappingConfig } from '../../../components/csv-mapping-form.tsx';
import { CsvMappingSection } from '../../../components/csv-mapping-section.tsx';
import type { MappingTarget } from '../../../lib/csv-mapping.ts';
import { useSaveTrendMapping, useTrendMapping } from '../api/trend-mapping.ts';

const config: CsvMappingConfig<TrendMapping> = {
  texts: 'analytics-admin:mapping.',
  fields: trendFields,
  required: requiredTrendFields,
  dateFormats: trendDateFormats,
  decimals: false,
  schema: trendMappingSchema,
};

/** `/admin/analytics`: the stores' trend report CSV mappings, beside the import form. */
export function TrendMappingSection({ target }: { target: MappingTarget }) {
  const mapping = useTrendMapping(target.storeId);
  const save = useSaveTrendMapping();
  return <CsvMappingSection config={config} target={target} mapping={mapping} save={save} />;
}
