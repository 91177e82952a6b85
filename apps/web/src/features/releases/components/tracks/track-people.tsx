import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contributorRoles, instruments } from '@soundpost/contracts/catalog';
import { contributorTotal, formatPercent, totalIsComplete } from '../../utils/contributors.ts';
import type { ContributorValues, PerformerValues } from '../../utils/track-form.ts';

type Errors = Record<string, string | undefined>;
const select = { comboboxProps: { withinPortal: true } };

/** Performers of a track: name and one of the 35 instruments. */
export function PerformersField({
  value,
  onChange,
  errors,
  fieldId,
}: {
  value: PerformerValues[];
  onChange: (next: PerformerValues[]) => void;
  errors: Errors;
  fieldId: (path: string) => string;
}) {
  const { t } = useTranslation(['wizard', 'releases']);
  const data = instruments
    .map((i) => ({ value: i, label: t(`releases:instruments.${i}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const set = (i: number, patch: Partial<PerformerValues>) =>
    onChange(value.map((p, j) => (j === i ? { ...p, ...patch } : p)));

  return (
    <Stack
      gap="xs"
      role="group"
      aria-label={t('tracks.performers')}
      id={fieldId('performers')}
      tabIndex={-1}
    >
      <Text fw={600} size="sm">
        {t('tracks.performers')}
      </Text>
      {value.map((p, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            value={p.name}
            onChange={(e) => set(i, { name: e.currentTarget.value })}
            label={t('tracks.performerName', { n: i + 1 })}
            id={fieldId(`performers.${i}.name`)}
            error={errors[`performers.${i}.name`]}
            maxLength={100}
            style={{ flex: 2, minWidth: 160 }}
          />
          <Select
            value={p.instrument}
            onChange={(v) => set(i, { instrument: v })}
            data={data}
            {...select}
            searchable
            label={t('tracks.instrument', { n: i + 1 })}
            id={fieldId(`performers.${i}.instrument`)}
            error={errors[`performers.${i}.instrument`]}
            style={{ flex: 1, minWidth: 140 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            aria-label={t('tracks.removePerformer', { n: i + 1 })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...value, { name: '', instrument: null }])}
        >
          {t('tracks.addPerformer')}
        </Button>
      </Group>
      {errors.performers ? <FieldMessage text={errors.performers} /> : null}
    </Stack>
  );
}

/** Contributors of a track with their shares and the running total (exactly 100%). */
export function ContributorsField({
  value,
  onChange,
  errors,
  fieldId,
}: {
  value: ContributorValues[];
  onChange: (next: ContributorValues[]) => void;
  errors: Errors;
  fieldId: (path: string) => string;
}) {
  const { t, i18n } = useTranslation('wizard');
  const total = contributorTotal(value.map((c) => c.percentage));
  const complete = totalIsComplete(total);
  const set = (i: number, patch: Partial<ContributorValues>) =>
    onChange(value.map((c, j) => (j === i ? { ...c, ...patch } : c)));

  return (
    <Stack
      gap="xs"
      role="group"
      aria-label={t('tracks.contributors')}
      id={fieldId('contributors')}
      tabIndex={-1}
    >
      <Text fw={600} size="sm">
        {t('tracks.contributors')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('tracks.contributorsHint')}
      </Text>
      {value.map((c, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            value={c.name}
            onChange={(e) => set(i, { name: e.currentTarget.value })}
            label={t('tracks.contributorName', { n: i + 1 })}
            id={fieldId(`contributors.${i}.name`)}
            error={errors[`contributors.${i}.name`]}
            maxLength={100}
            style={{ flex: 2, minWidth: 160 }}
          />
          <Select
            value={c.role}
            onChange={(v) => set(i, { role: v })}
            data={contributorRoles.map((r) => ({ value: r, label: t(`tracks.roles.${r}`) }))}
            {...select}
            label={t('tracks.role', { n: i + 1 })}
            id={fieldId(`contributors.${i}.role`)}
            error={errors[`contributors.${i}.role`]}
            style={{ flex: 1, minWidth: 130 }}
          />
          <NumberInput
            value={c.percentage === '' ? '' : Number(c.percentage)}
            onChange={(v) => set(i, { percentage: v === '' ? '' : String(v) })}
            // The row's other labels name the contributor; a narrow field's label saying it
            // again wrapped to three lines. The input keeps the full name.
            label={t('tracks.percentageShort')}
            aria-label={t('tracks.percentage', { n: i + 1 })}
            id={fieldId(`contributors.${i}.percentage`)}
            error={errors[`contributors.${i}.percentage`]}
            min={0}
            max={100}
            decimalScale={2}
            w={130}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            onClick={() => onChange(value.filter((_, j) => j !== i))}
            aria-label={t('tracks.removeContributor', { n: i + 1 })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() =>
            onChange([
              ...value,
              { name: '', role: null, percentage: value.length === 0 ? '100' : '' },
            ])
          }
        >
          {t('tracks.addContributor')}
        </Button>
        {value.length > 0 ? (
          <Group gap={4} aria-live="polite">
            {complete ? (
              <IconCircleCheck size={16} color="var(--mantine-color-teal-filled)" aria-hidden />
            ) : (
              <IconAlertCircle size={16} color="var(--mantine-color-red-filled)" aria-hidden />
            )}
            <Text size="sm" fw={600}>
              {t('tracks.total', { total: formatPercent(total, i18n.resolvedLanguage ?? 'en') })}
            </Text>
          </Group>
        ) : null}
      </Group>
      {(value.length > 0 && !complete) || errors.contributors ? (
        <FieldMessage text={errors.contributors ?? t('messages.contributorTotal')} />
      ) : null}
    </Stack>
  );
}

/** An error of a whole list (performers, contributors), under it. */
function FieldMessage({ text }: { text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconAlertCircle size={16} color="var(--mantine-color-red-filled)" aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
