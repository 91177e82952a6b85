import { ColorInput, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  smartLinkBackgrounds,
  smartLinkButtonStyles,
  type SmartLinkTheme,
} from '@soundpost/contracts/smart-links';
import { UpgradeLink } from '../../../components/upgrade-link.tsx';

const defaultTheme: SmartLinkTheme = {
  accent: '#6d28d9',
  background: 'plain',
  buttonStyle: 'filled',
};

/** The page's look (PRO): accent colour, background and button style; others see the way to PRO. */
export function ThemeFields(props: {
  canCustomise: boolean;
  theme: SmartLinkTheme | null;
  onChange: (theme: SmartLinkTheme | null) => void;
}) {
  const { t } = useTranslation('smart-links');
  const { theme, onChange } = props;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="smart-link-look">
      <Stack gap="sm">
        <Title order={2} size="h4" id="smart-link-look">
          {t('editor.look')}
        </Title>
        {!props.canCustomise ? (
          <>
            <Text size="sm">{t('editor.lookPro')}</Text>
            <UpgradeLink from="smart_links" />
          </>
        ) : (
          <>
            <Switch
              checked={theme !== null}
              onChange={(event) => onChange(event.currentTarget.checked ? defaultTheme : null)}
              label={t('editor.customLook')}
            />
            {theme ? (
              <>
                <ColorInput
                  label={t('editor.accent')}
                  value={theme.accent}
                  format="hex"
                  // Its eye-dropper button has no name a screen reader could say.
                  withEyeDropper={false}
                  onChange={(accent) => onChange({ ...theme, accent })}
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="smart-link-background">
                    {t('editor.background')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="smart-link-background"
                    value={theme.background}
                    onChange={(value) =>
                      onChange({ ...theme, background: value as SmartLinkTheme['background'] })
                    }
                    data={smartLinkBackgrounds.map((value) => ({
                      value,
                      label: t(`editor.backgrounds.${value}`),
                    }))}
                  />
                </Stack>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="smart-link-buttons">
                    {t('editor.buttonStyle')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="smart-link-buttons"
                    value={theme.buttonStyle}
                    onChange={(value) =>
                      onChange({ ...theme, buttonStyle: value as SmartLinkTheme['buttonStyle'] })
                    }
                    data={smartLinkButtonStyles.map((value) => ({
                      value,
                      label: t(`editor.buttonStyles.${value}`),
                    }))}
                  />
                </Stack>
              </>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
