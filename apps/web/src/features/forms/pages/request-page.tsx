import { Anchor, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOwnRequest } from '../api/forms.ts';
import { RequestView } from '../components/request-view.tsx';

/** `/forms/requests/{id}`: one of the user's requests, its answers and the team's replies. */
export function RequestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('forms');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.forms.list.getHref()} size="sm">
          {t('request.back')}
        </Anchor>
        <RequestView
          query={useOwnRequest(id)}
          line={(request) => t('request.sentOn', { date: formatDateTime(request.createdAt) })}
        />
      </Stack>
    </Container>
  );
}
