import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuerySection } from '../../../components/query-section.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMasteringProjects } from '../api/mastering.ts';
import { NewProjectWizard } from '../components/new-project-wizard.tsx';
import { statusColors } from '../components/status-colors.ts';

/** /tools/mastering: a new project's wizard, then the user's projects. */
export function MasteringPage() {
  const { t } = useTranslation('mastering');
  const projects = useMasteringProjects();
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Stack>
        <SectionCard id="mastering-new" title={t('wizard.title')} headingSize="h3">
          <NewProjectWizard />
        </SectionCard>
        <QuerySection
          titleId="mastering-projects"
          title={t('list.title')}
          query={projects}
          isEmpty={items.length === 0}
          emptyText={t('list.empty')}
          moreLabel={t('list.more')}
        >
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((project) => (
              <li key={project.id}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={paths.tools.mastering.detail.getHref(project.id)}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {project.name}
                    </Anchor>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {project.filename} · {t(`presets.${project.preset}.label`)} ·{' '}
                      {t('list.created', { date: formatDateTime(project.createdAt) })}
                    </Text>
                  </Stack>
                  <Badge color={statusColors[project.status]} variant="light">
                    {t(`stage.${project.stage}`)}: {t(`status.${project.status}`)}
                  </Badge>
                </Group>
              </li>
            ))}
          </Stack>
        </QuerySection>
      </Stack>
    </Container>
  );
}
