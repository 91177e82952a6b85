import type { ReactNode } from 'react';
import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarHeart,
  IconFeather,
  IconLink,
  IconPalette,
  IconPhoto,
  IconPlaylist,
  IconWaveSine,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuotaTool } from '@soundpost/contracts/tool-quotas';
import { ToolAllowance } from '../../../components/tool-allowance.tsx';
import { paths } from '../../../config/paths.ts';
import { useToolAllowances } from '../../../lib/tool-allowances.ts';

type Tool = { key: string; href: string; icon: ReactNode; quota?: QuotaTool };

/**
 * The tools by category (spec section 2); a category joins once it has a tool (forms come with
 * the request forms).
 */
const categories: { key: string; tools: Tool[] }[] = [
  {
    key: 'ai',
    tools: [
      {
        key: 'mastering',
        href: paths.tools.mastering.list.getHref(),
        icon: <IconWaveSine size={24} />,
        quota: 'mastering',
      },
      {
        key: 'lyrics',
        href: paths.tools.lyrics.list.getHref(),
        icon: <IconFeather size={24} />,
        quota: 'lyrics',
      },
      {
        key: 'coverArt',
        href: paths.tools.coverArt.getHref(),
        icon: <IconPalette size={24} />,
        quota: 'cover_art',
      },
    ],
  },
  {
    key: 'marketing',
    tools: [
      { key: 'banners', href: paths.tools.banners.getHref(), icon: <IconPhoto size={24} /> },
      {
        key: 'playlists',
        href: paths.playlists.list.getHref(),
        icon: <IconPlaylist size={24} />,
        quota: 'playlist_pitch',
      },
      {
        key: 'smartLinks',
        href: paths.tools.smartLinks.list.getHref(),
        icon: <IconLink size={24} />,
      },
      {
        key: 'presave',
        href: paths.tools.presave.list.getHref(),
        icon: <IconCalendarHeart size={24} />,
      },
    ],
  },
];

/** `/tools`: every creator tool, what the plan allows of it, and the way in. */
export function ToolsPage() {
  const { t } = useTranslation('tools');
  const allowances = useToolAllowances();
  const allowanceOf = (tool: QuotaTool | undefined) =>
    allowances.data?.items.find((item) => item.tool === tool);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {categories.map((category) => (
          <Stack
            key={category.key}
            gap="md"
            component="section"
            aria-labelledby={`tools-${category.key}`}
          >
            <Title order={2} size="h3" id={`tools-${category.key}`}>
              {t(`categories.${category.key}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {category.tools.map((tool) => (
                <Card key={tool.key} withBorder radius="lg" padding="lg">
                  <Stack gap="sm" h="100%">
                    <Group gap="sm" wrap="nowrap">
                      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                        {tool.icon}
                      </ThemeIcon>
                      <Title order={3} size="h4">
                        {t(`tools.${tool.key}.name`)}
                      </Title>
                    </Group>
                    <Text size="sm">{t(`tools.${tool.key}.description`)}</Text>
                    {tool.quota ? <ToolAllowance allowance={allowanceOf(tool.quota)} /> : null}
                    <Button component={Link} to={tool.href} variant="light" mt="auto">
                      {t('open', { name: t(`tools.${tool.key}.name`) })}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
