import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBan, IconClockOff, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../config/paths.ts';
import type { ReleaseDetail } from '../../api/get-release.ts';
import { eventText, latestEvent, reachedStores, stepOfReason } from '../../utils/lifecycle.ts';

/**
 * What the artist must know about a release that left the usual way: reopened (the reason's
 * name, meaning and fix, the team's note, and the way to edit and resubmit), rejected (the
 * team's message), expired or removed.
 */
export function ReleaseNotice({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('releases');
  if (release.status === 'reopened' && release.reopening) {
    const { reason, note } = release.reopening;
    return (
      <Notice
        color="orange"
        Icon={IconAlertTriangle}
        title={t('detail.reopenedTitle', { reason: t(`reasons.${reason}.name`) })}
      >
        <Stack gap="xs">
          <Text size="sm">
            {t('detail.reopenedMeaning', { meaning: t(`reasons.${reason}.meaning`) })}
          </Text>
          <Text size="sm" fw={500}>
            {t('detail.reopenedFix', { fix: t(`reasons.${reason}.fix`) })}
          </Text>
          {note ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {t('detail.reopenedNote', { note })}
            </Text>
          ) : null}
          {reachedStores(release) ? <Text size="sm">{t('detail.stillInStores')}</Text> : null}
          <Group>
            <Button
              component={Link}
              to={paths.releases.edit.getHref(release.id, stepOfReason(reason))}
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('detail.editAndResubmit')}
            </Button>
          </Group>
        </Stack>
      </Notice>
    );
  }
  if (release.status === 'rejected') {
    const message = eventText(latestEvent(release, 'rejected'), 'note');
    return (
      <Notice color="red" Icon={IconBan} title={t('detail.rejectedTitle')}>
        {message ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {t('detail.rejectedMessage', { message })}
          </Text>
        ) : null}
      </Notice>
    );
  }
  if (release.status === 'expired') {
    return (
      <Notice color="gray" Icon={IconClockOff} title={t('detail.expiredTitle')}>
        <Text size="sm">{t('detail.expiredBody')}</Text>
      </Notice>
    );
  }
  if (release.status === 'removed') {
    return <Notice color="gray" Icon={IconBan} title={t('detail.removedTitle')} />;
  }
  return null;
}

/** One notice: a light alert with its icon, announced politely to screen readers. */
function Notice(props: {
  color: string;
  Icon: typeof IconBan;
  title: string;
  children?: ReactNode;
}) {
  const { Icon } = props;
  return (
    <Alert
      color={props.color}
      variant="light"
      role="status"
      icon={<Icon size={20} aria-hidden />}
      title={props.title}
    >
      {props.children}
    </Alert>
  );
}
