import { useState } from 'react';
import { Group, Radio, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { releaseSchedules, type ReleaseSchedule } from '@soundpost/contracts/catalog';
import { hasLeadTime, leadTimeDays } from '@soundpost/contracts/release-rules';
import { UpgradeLink } from '../../../../components/upgrade-link.tsx';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { useCapabilities } from '../../../../lib/use-capabilities.ts';
import type { useSaveStep } from '../../hooks/use-save-step.ts';
import { StepForm } from './step-form.tsx';
import { stepHref } from './wizard-shell.tsx';
import { formatDay } from '../../../../lib/format.ts';

type Props = { release: ReleaseDetail; saving: ReturnType<typeof useSaveStep> };

/** The first day a schedule allows, as YYYY-MM-DD. */
function earliestDate(schedule: ReleaseSchedule, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + leadTimeDays[schedule]);
  return d.toISOString().slice(0, 10);
}

/** Release date, schedule, live date and pre-save, with the lead-time rule shown up front. */
export function DistributionStep({ release, saving }: Props) {
  const { t, i18n } = useTranslation(['wizard', 'errors']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const caps = useCapabilities();
  const [releaseDate, setReleaseDate] = useState(release.releaseDate ?? '');
  const [liveDate, setLiveDate] = useState(release.liveDate ?? '');
  const [schedule, setSchedule] = useState<ReleaseSchedule>(release.schedule);
  const [presave, setPresave] = useState(release.presaveEnabled);
  const [presaveDate, setPresaveDate] = useState(release.presaveDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const today = new Date();
  const earliest = earliestDate(schedule, today);
  const days = leadTimeDays[schedule];
  const tooSoon = releaseDate !== '' && !hasLeadTime(releaseDate, schedule, today);
  const scheduleName = t(`distribution.schedules.${schedule}`);

  const dirty =
    releaseDate !== (release.releaseDate ?? '') ||
    liveDate !== (release.liveDate ?? '') ||
    schedule !== release.schedule ||
    presave !== release.presaveEnabled ||
    presaveDate !== (release.presaveDate ?? '');
  /** The step's values when they can be saved, else null with the reason shown. */
  const checked = () => {
    const problem = !releaseDate
      ? t('messages.releaseDateRequired')
      : tooSoon
        ? t('distribution.leadError', { days })
        : liveDate && liveDate < releaseDate
          ? t('errors:live_date_before_release_date')
          : null;
    setError(problem);
    if (problem) return null;
    return {
      releaseDate,
      liveDate,
      schedule,
      ...(caps.presave ? { presaveEnabled: presave, presaveDate: presave ? presaveDate : '' } : {}),
    };
  };

  return (
    <StepForm
      id="dist-title"
      title={t('distribution.title')}
      intro={t('distribution.intro')}
      saving={saving}
      dirty={dirty}
      checked={checked}
      problem={error}
      backHref={stepHref(release.id, 'platforms')}
    >
      <Radio.Group
        value={schedule}
        onChange={(value) => setSchedule(value as ReleaseSchedule)}
        label={t('distribution.schedule')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {releaseSchedules.map((value) => {
            const locked = !caps.schedules.includes(value);
            return (
              <Radio.Card key={value} value={value} disabled={locked} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator disabled={locked} />
                  <Stack gap={2}>
                    <Text fw={600}>{t(`distribution.schedules.${value}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`distribution.timings.${value}`)}
                    </Text>
                    {locked ? (
                      <Text size="xs" c="dimmed">
                        <IconLock size={12} aria-hidden /> {t('distribution.locked')}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {caps.schedules.length < releaseSchedules.length ? (
        <UpgradeLink from="wizard_distribution" />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          value={releaseDate}
          onChange={(event) => setReleaseDate(event.currentTarget.value)}
          label={t('distribution.releaseDate')}
          description={t('distribution.leadRule', {
            schedule: scheduleName,
            days,
            date: formatDay(earliest, lang),
          })}
          min={earliest}
          error={tooSoon ? t('distribution.leadError', { days }) : undefined}
          required
        />
        <TextInput
          type="date"
          value={liveDate}
          onChange={(event) => setLiveDate(event.currentTarget.value)}
          label={t('distribution.liveDate')}
          description={t('distribution.liveDateHint')}
          min={releaseDate || earliest}
        />
      </SimpleGrid>
      <Switch
        checked={presave && caps.presave}
        disabled={!caps.presave}
        onChange={(event) => setPresave(event.currentTarget.checked)}
        label={t('distribution.presave')}
        description={caps.presave ? t('distribution.presaveHint') : t('distribution.presaveLocked')}
      />
      {presave && caps.presave ? (
        <TextInput
          type="date"
          value={presaveDate}
          onChange={(event) => setPresaveDate(event.currentTarget.value)}
          label={t('distribution.presaveDate')}
          max={liveDate || releaseDate || undefined}
          maw={320}
        />
      ) : null}
    </StepForm>
  );
}
