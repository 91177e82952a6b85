import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formIds } from '@soundpost/contracts/forms';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { QuerySection } from '../../../components/query-section.tsx';
import { useOwnRequests } from '../api/forms.ts';
import { RequestStatusBadge } from '../components/request-status-badge.tsx';

/** `/forms`: the five request forms, and the user's requests with their status. */
export function FormsPage() {
  const { t } = useTranslation('forms');
  const requests = useOwnRequests();
  const items = (requests.data?.pages ?? []).flatMap((page) => page.items);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {formIds.map((id) => (
            <Card key={id} withBorder radius="lg" padding="lg">
              <Stack gap="sm" h="100%">
                <Title order={2} size="h4">
                  {t(`forms.${id}.title`)}
                </Title>
                <Text size="sm">{t(`forms.${id}.description`)}</Text>
                <Button
                  component={Link}
                  to={paths.forms.form.getHref(id)}
                  variant="light"
                  mt="auto"
                  aria-label={`${t('open')}: ${t(`forms.${id}.title`)}`}
                >
                  {t('open')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <QuerySection
          titleId="my-requests"
          title={t('myRequests')}
          query={requests}
          isEmpty={items.length === 0}
          emptyText={t('noRequests')}
          moreLabel={t('more')}
        >
          <Stack gap="xs">
            {items.map((item) => (
              <Group key={item.id} justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Anchor component={Link} to={paths.forms.request.getHref(item.id)} fw={600}>
                    {t(`forms.${item.formId}.title`)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('request.sentOn', { date: formatDateTime(item.createdAt) })}
                  </Text>
                </Stack>
                <RequestStatusBadge status={item.status} />
              </Group>
            ))}
          </Stack>
        </QuerySection>
      </Stack>
    </Container>
  );
}
