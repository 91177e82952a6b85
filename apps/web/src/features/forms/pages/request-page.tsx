import { Alert, Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useOwnRequest } from '../api/forms.ts';
import { RequestDetails } from '../components/request-details.tsx';
import { RequestStatusBadge } from '../components/request-status-badge.tsx';

/** `/forms/requests/{id}`: one of the user's requests, its answers and the team's replies. */
export function RequestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('forms');
  const request = useOwnRequest(id);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.forms.list.getHref()} size="sm">
          {t('request.back')}
        </Anchor>
        {request.isPending ? (
          <Skeleton h={400} radius="lg" />
        ) : request.isError ? (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            {errorMessage(request.error)}
          </Alert>
        ) : (
          <>
            <Stack gap={4}>
              <Group gap="sm" wrap="wrap">
                <Title order={1}>{t(`forms.${request.data.formId}.title`)}</Title>
                <RequestStatusBadge status={request.data.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {t('request.sentOn', { date: formatDateTime(request.data.createdAt) })}
              </Text>
            </Stack>
            <RequestDetails request={request.data} />
          </>
        )}
      </Stack>
    </Container>
  );
}
