import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formIds } from '@soundpost/contracts/forms';
import { paths } from '../../../config/paths.ts';
import { useOwnRequests } from '../api/forms.ts';
import { RequestList } from '../components/request-list.tsx';

/** `/forms`: the five request forms, and the user's requests with their status. */
export function FormsPage() {
  const { t } = useTranslation('forms');
  const requests = useOwnRequests();
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
        <RequestList
          query={requests}
          title={t('myRequests')}
          emptyText={t('noRequests')}
          hrefOf={paths.forms.request.getHref}
        />
      </Stack>
    </Container>
  );
}
