import { Table, Text, Title, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { octaveBands, type MasteringReport } from '@soundpost/contracts/mastering';
import { formatFigure } from './format-figures.ts';

/**
 * What was measured before and after, against the target: integrated loudness, true peak,
 * loudness range, spectral tilt and stereo correlation, then the spectral balance per octave.
 */
export function MasteringFigures({ report }: { report: MasteringReport }) {
  const { t, i18n } = useTranslation('mastering');
  const lang = i18n.language;
  const show = (key: string, value: number | null | undefined, digits = 1) => {
    const text = formatFigure(value, lang, digits);
    return text === null ? t('figures.none') : t(key, { value: text });
  };
  const rows = [
    {
      name: t('figures.lufs'),
      before: show('figures.lufsValue', report.before.integratedLufs),
      after: show('figures.lufsValue', report.after.integratedLufs),
      target: show('figures.lufsValue', report.target.integratedLufs),
    },
    {
      name: t('figures.truePeak'),
      before: show('figures.truePeakValue', report.before.truePeakDbtp),
      after: show('figures.truePeakValue', report.after.truePeakDbtp),
      target: show('figures.atMost', report.target.maxTruePeakDbtp),
    },
    {
      name: t('figures.lra'),
      before: show('figures.lraValue', report.before.loudnessRange),
      after: show('figures.lraValue', report.after.loudnessRange),
      target: t('figures.none'),
    },
    {
      name: t('figures.tilt'),
      before: show('figures.tiltValue', report.before.tiltDbPerOctave),
      after: show('figures.tiltValue', report.after.tiltDbPerOctave),
      target: show('figures.tiltValue', report.target.tiltDbPerOctave),
    },
    {
      name: t('figures.correlation'),
      before: formatFigure(report.before.correlation, lang, 2) ?? t('figures.none'),
      after: formatFigure(report.after.correlation, lang, 2) ?? t('figures.none'),
      target: t('figures.none'),
    },
  ];
  const band = (hz: number) =>
    hz >= 1000
      ? t('figures.khz', { value: formatFigure(hz / 1000, lang, 0) })
      : t('figures.hz', { value: formatFigure(hz, lang, hz < 100 && hz % 1 ? 1 : 0) });
  return (
    <Stack gap="md">
      <Table striped fz="sm">
        <Table.Caption>{t('figures.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('figures.measure')}</Table.Th>
            <Table.Th scope="col">{t('figures.before')}</Table.Th>
            <Table.Th scope="col">{t('figures.after')}</Table.Th>
            <Table.Th scope="col">{t('figures.target')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row">{row.name}</Table.Th>
              <Table.Td>{row.before}</Table.Td>
              <Table.Td>{row.after}</Table.Td>
              <Table.Td>{row.target}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {t('figures.balanceTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('figures.balanceCaption')}
      </Text>
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('figures.band')}</Table.Th>
            <Table.Th scope="col">{t('figures.before')}</Table.Th>
            <Table.Th scope="col">{t('figures.after')}</Table.Th>
            <Table.Th scope="col">{t('figures.target')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {octaveBands.map((hz, i) => (
            <Table.Tr key={hz}>
              <Table.Th scope="row">{band(hz)}</Table.Th>
              <Table.Td>{formatFigure(report.before.bands[i], lang)}</Table.Td>
              <Table.Td>{formatFigure(report.after.bands[i], lang)}</Table.Td>
              <Table.Td>{formatFigure(report.target.bands[i], lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
