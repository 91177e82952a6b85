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
  IconArrowsExchange,
  IconBrandInstagram,
  IconBrandYoutube,
  IconCalendarHeart,
  IconFeather,
  IconHeadphones,
  IconPencil,
  IconLink,
  IconPalette,
  IconPhoto,
  IconPlaylist,
  IconWaveSine,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formIds, type FormId } from '@soundpost/contracts/forms';
import type { QuotaTool } from '@soundpost/contracts/tool-quotas';
import { ToolAllowance } from '../../../components/tool-allowance.tsx';
import { paths } from '../../../config/paths.ts';
import { useToolAllowances } from '../../../lib/tool-allowances.ts';

type Tool = {
  key: string;
  href: string;
  icon: ReactNode;
  quota?: QuotaTool;
  /** Its name and description's keys, when another catalog has them (the request forms'). */
  text?: { name: string; description: string };
};

const formIcons: Record<FormId, ReactNode> = {
  'content-relocation': <IconArrowsExchange size={24} />,
  'social-whitelist': <IconBrandYoutube size={24} />,
  'instagram-link': <IconBrandInstagram size={24} />,
  'metadata-change': <IconPencil size={24} />,
  'audio-platform-whitelist': <IconHeadphones size={24} />,
};

/** The tools by category (spec section 2: AI, forms, marketing). */
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
    key: 'forms',
    tools: formIds.map((id) => ({
      key: id,
      href: paths.forms.form.getHref(id),
      icon: formIcons[id],
      text: { name: `forms:forms.${id}.title`, description: `forms:forms.${id}.description` },
    })),
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
  const nameOf = (tool: Tool) => t(tool.text?.name ?? `tools.${tool.key}.name`);
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
                        {nameOf(tool)}
                      </Title>
                    </Group>
                    <Text size="sm">
                      {t(tool.text?.description ?? `tools.${tool.key}.description`)}
                    </Text>
                    {tool.quota ? <ToolAllowance allowance={allowanceOf(tool.quota)} /> : null}
                    <Button component={Link} to={tool.href} variant="light" mt="auto">
                      {t('open', { name: nameOf(tool) })}
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
