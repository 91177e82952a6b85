import { Badge, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { coverTemplates, premiumTemplates, type CoverTemplate } from '../utils/cover-templates.ts';

/**
 * The seven templates. Premium ones stay choosable on the free plan so the artist can see
 * them in the preview, but they carry a lock and cannot be applied (see CoverGenerator).
 */
export function TemplatePicker({
  value,
  onChange,
  premiumAllowed,
}: {
  value: CoverTemplate;
  onChange: (template: CoverTemplate) => void;
  premiumAllowed: boolean;
}) {
  const { t } = useTranslation('artwork');
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as CoverTemplate)}
      label={t('generator.template')}
      name="artwork-template"
    >
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="xs" mt="xs">
        {coverTemplates.map((template) => {
          const locked = !premiumAllowed && premiumTemplates.has(template);
          return (
            <Radio.Card key={template} value={template} radius="md" p="xs">
              <Group gap={6} wrap="nowrap" align="center">
                <Radio.Indicator size="xs" />
                <Text size="sm" fw={500} style={{ flex: 1 }}>
                  {t(`templates.${template}`)}
                </Text>
                {premiumTemplates.has(template) ? (
                  locked ? (
                    <IconLock size={14} aria-label={t('generator.locked')} role="img" />
                  ) : (
                    <Badge size="xs" variant="light">
                      {t('generator.premium')}
                    </Badge>
                  )
                ) : null}
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
