import { Card, Text, Timeline, Title } from '@mantine/core';
import { IconCheck, IconClock, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { formatDay } from '../../../../lib/format.ts';

/**
 * Submission received → review → pre-save → goes live → published, each done, current or next,
 * with what we expect of the steps to come (the review's due day, the day it can go live).
 */
export function ReleaseTimeline({ release }: { release: ReleaseDetail }) {
  const { t, i18n } = useTranslation('releases');
  const lang = i18n.resolvedLanguage ?? 'en';
  const active = release.timeline.reduce((last, s, i) => (s.state === 'upcoming' ? last : i), -1);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="timeline-title">
      <Title order={2} size="h4" id="timeline-title" mb="md">
        {t('detail.timeline')}
      </Title>
      <Timeline active={active} bulletSize={24} lineWidth={2}>
        {release.timeline.map((s) => (
          <Timeline.Item
            key={s.step}
            bullet={
              s.state === 'done' ? (
                <IconCheck size={14} aria-hidden />
              ) : s.state === 'current' ? (
                <IconClock size={14} aria-hidden />
              ) : (
                <IconPoint size={14} aria-hidden />
              )
            }
            title={t(`timeline.${s.step}`)}
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            <Text size="sm" c="dimmed">
              {t(`detail.states.${s.state}`)}
              {s.date ? ` · ${formatDay(s.date, lang)}` : ''}
            </Text>
            {s.expected && s.expected !== s.date ? (
              <Text size="sm">
                {t(s.step === 'review' ? 'detail.expectedBy' : 'detail.expectedOn', {
                  date: formatDay(s.expected, lang),
                })}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
