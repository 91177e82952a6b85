import {
  reportDateFormats,
  reportFields,
  reportMappingSchema,
  requiredReportFields,
  type ReportMapping,
} from '@soundpost/contracts/royalties';
import type { CsvMappingConfig } from '../../../components/csv-mapping-form.tsx';
import { CsvMappingSection } from '../../../components/csv-mapping-section.tsx';
import type { MappingTarget } from '../../../lib/csv-mapping.ts';
import { useReportMapping, useSaveReportMapping } from '../api/report-mapping.ts';

const config: CsvMappingConfig<ReportMapping> = {
  texts: 'royalties:admin.mapping.',
  fields: reportFields,
  required: requiredReportFields,
  dateFormats: reportDateFormats,
  decimals: true,
  schema: reportMappingSchema,
};

/** `/admin/royalties`: the stores' sales report CSV mappings, beside the import form. */
export function ReportMappingSection({ target }: { target: MappingTarget }) {
  const mapping = useReportMapping(target.storeId);
  const save = useSaveReportMapping();
  return <CsvMappingSection config={config} target={target} mapping={mapping} save={save} />;
}
