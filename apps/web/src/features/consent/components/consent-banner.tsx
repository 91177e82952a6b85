import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Consent } from '../consent-store.ts';
import classes from './consent-banner.module.css';

/**
 * Asks before any third-party tool loads (decision 056): only the kinds the operator turned on
 * are offered; "Reject" is as easy as "Accept"; "Choose" opens one switch per kind.
 */
export function ConsentBanner(props: {
  offered: Consent;
  current: Consent | null;
  onAnswer: (consent: Consent) => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const [choosing, setChoosing] = useState(props.current !== null);
  const [choice, setChoice] = useState<Consent>(
    props.current ?? { support: false, analytics: false },
  );
  const all = (value: boolean): Consent => ({
    support: value && props.offered.support,
    analytics: value && props.offered.analytics,
  });
  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby={titleId}
      withBorder
      shadow="md"
      p="md"
      radius="md"
      className={classes.banner}
    >
      <Stack gap="sm">
        <Title order={2} size="h5" id={titleId}>
          {t('consent.title')}
        </Title>
        <Text size="sm">
          {t('consent.body')}{' '}
          <Anchor component={Link} to={paths.legal.cookies.getHref()} size="sm" underline="always">
            {t('consent.policy')}
          </Anchor>
        </Text>
        {choosing ? (
          <Stack gap="xs">
            {(['support', 'analytics'] as const)
              .filter((kind) => props.offered[kind])
              .map((kind) => (
                <Checkbox
                  key={kind}
                  label={t(`consent.kinds.${kind}`)}
                  description={t(`consent.kinds.${kind}Hint`)}
                  checked={choice[kind]}
                  onChange={(event) =>
                    setChoice((c) => ({ ...c, [kind]: event.currentTarget.checked }))
                  }
                />
              ))}
          </Stack>
        ) : null}
        <Group gap="xs" justify="flex-end">
          {choosing ? (
            <Button size="sm" variant="default" onClick={() => props.onAnswer(choice)}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button size="sm" variant="subtle" onClick={() => setChoosing(true)}>
              {t('consent.choose')}
            </Button>
          )}
          <Button size="sm" variant="default" onClick={() => props.onAnswer(all(false))}>
            {t('consent.reject')}
          </Button>
          <Button size="sm" onClick={() => props.onAnswer(all(true))}>
            {t('consent.accept')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
