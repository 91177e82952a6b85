import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { MasteringPreset } from '@soundpost/contracts/mastering';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { codeMessage, errorMessage } from '../../../lib/forms.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import {
  masteringFileUrl,
  useCancelMastering,
  useChangeMasteringSettings,
  useMasteringProject,
  useStartMaster,
  type MasteringProject,
} from '../api/mastering.ts';
import { BeforeAfterPlayer } from '../components/before-after-player.tsx';
import { formatClock } from '../components/format-figures.ts';
import { LoopPicker } from '../components/loop-picker.tsx';
import { MasteringFigures } from '../components/mastering-figures.tsx';
import { PresetPicker } from '../components/preset-picker.tsx';
import { UseOnTrack } from '../components/use-on-track.tsx';
import { statusColors } from '../components/status-colors.ts';

/** /tools/mastering/{id}: the preview with its figures, then the final master and its uses. */
export function MasteringProjectPage() {
  const { t } = useTranslation('mastering');
  const { id = '' } = useParams();
  const project = useMasteringProject(id);
  usePageTitle(project.data?.name ?? null);
  const back = (
    <Anchor component={Link} to={paths.tools.mastering.list.getHref()} size="sm">
      {t('project.back')}
    </Anchor>
  );
  if (project.isPending) {
    return (
      <Container size="lg" py="xl">
        <Skeleton h={240} />
      </Container>
    );
  }
  if (project.isError) {
    return (
      <Container size="lg" py="xl">
        <Stack gap="md">
          {back}
          <Alert color="red" role="alert">
            {errorMessage(project.error)}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const data = project.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {data.name}
            </Title>
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('project.summary', {
                filename: data.filename,
                preset: t(`presets.${data.preset}.label`),
                start: formatClock(data.loopStartSeconds),
              })}
            </Text>
          </Stack>
          <Badge color={statusColors[data.status]} variant="light" size="lg">
            {t(`stage.${data.stage}`)}: {t(`status.${data.status}`)}
          </Badge>
        </Group>
        <ProjectState project={data} />
        {data.preview ? (
          <SectionCard id="mastering-preview" title={t('preview.title')} headingSize="h3">
            <BeforeAfterPlayer preview={data.preview} />
          </SectionCard>
        ) : null}
        {data.report ? (
          <SectionCard id="mastering-figures" title={t('figures.title')} headingSize="h3">
            <MasteringFigures report={data.report} />
          </SectionCard>
        ) : null}
        {data.status !== 'pending' ? (
          // A new preview's settings start the card afresh.
          <SettingsCard key={`${data.preset}:${data.loopStartSeconds}`} project={data} />
        ) : null}
        {data.preview ? <MasterCard project={data} /> : null}
      </Stack>
    </Container>
  );
}

function ProjectState({ project }: { project: MasteringProject }) {
  const { t } = useTranslation('mastering');
  const cancel = useCancelMastering(project.id);
  const stage = t(`stage.${project.stage}`).toLowerCase();
  if (project.status === 'pending') {
    return (
      <Stack gap="xs">
        <Text aria-live="polite">
          {t('project.working', { stage, progress: project.progress })}
        </Text>
        <Progress value={project.progress} animated aria-label={t(`stage.${project.stage}`)} />
        <Button
          variant="default"
          onClick={() => cancel.mutate()}
          loading={cancel.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('project.cancel')}
        </Button>
      </Stack>
    );
  }
  if (project.status === 'failed' && project.failure) {
    return (
      <Alert color="red" role="alert" title={t('project.failed', { stage })}>
        {codeMessage(project.failure.code, project.failure.params)}
      </Alert>
    );
  }
  return null;
}

function SettingsCard({ project }: { project: MasteringProject }) {
  const { t } = useTranslation('mastering');
  const change = useChangeMasteringSettings(project.id);
  const [preset, setPreset] = useState<MasteringPreset>(project.preset);
  const [loopStart, setLoopStart] = useState(project.loopStartSeconds);
  return (
    <SectionCard id="mastering-settings" title={t('preview.settings')} headingSize="h3">
      <PresetPicker value={preset} onChange={setPreset} />
      <LoopPicker
        durationSeconds={project.durationSeconds}
        value={loopStart}
        onChange={setLoopStart}
      />
      {change.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(change.error)}
        </Alert>
      ) : null}
      <Button
        onClick={() => change.mutate({ preset, loopStartSeconds: loopStart })}
        loading={change.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('preview.apply')}
      </Button>
    </SectionCard>
  );
}

function MasterCard({ project }: { project: MasteringProject }) {
  const { t } = useTranslation('mastering');
  const start = useStartMaster(project.id);
  const downloads = project.downloads;
  return (
    <SectionCard
      id="mastering-master"
      title={t('master.title')}
      description={t('master.description')}
      headingSize="h3"
    >
      {downloads ? (
        <Stack gap="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('master.downloads')}
            </Title>
            <Group gap="sm">
              <Button component="a" href={masteringFileUrl(downloads.wav24Url)} variant="light">
                {t('master.wav24')}
              </Button>
              <Button component="a" href={masteringFileUrl(downloads.wav16Url)} variant="light">
                {t('master.wav16')}
              </Button>
              <Button component="a" href={masteringFileUrl(downloads.mp3Url)} variant="light">
                {t('master.mp3')}
              </Button>
            </Group>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('use.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('use.description')}
            </Text>
            <UseOnTrack projectId={project.id} />
          </Stack>
        </Stack>
      ) : project.status !== 'pending' ? (
        <Stack gap="xs">
          {start.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(start.error)}
            </Alert>
          ) : null}
          <Button
            onClick={() => start.mutate()}
            loading={start.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('master.start')}
          </Button>
        </Stack>
      ) : null}
    </SectionCard>
  );
}
