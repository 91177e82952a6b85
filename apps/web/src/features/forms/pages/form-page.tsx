import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { formDefinitions, isFormId } from '@soundpost/contracts/forms';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/forms.ts';
import {
  loadRelease,
  loadTracks,
  uploadAttachment,
  useFormChoices,
  useSubmitRequest,
} from '../api/forms.ts';
import { FormRenderer } from '../components/form-renderer.tsx';

/** `/forms/{id}`: one request form, drawn from its definition, with the spec's messages. */
export function FormPage() {
  const { id = '' } = useParams();
  if (!isFormId(id)) return <Navigate to={paths.forms.list.getHref()} replace />;
  return <KnownFormPage key={id} id={id} />;
}

function KnownFormPage({ id }: { id: keyof typeof formDefinitions }) {
  const { t } = useTranslation(['forms', 'validation']);
  const form = formDefinitions[id];
  const choices = useFormChoices();
  const send = useSubmitRequest(id);
  const failed = send.isError && !(send.error instanceof ApiError && send.error.fields);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.forms.list.getHref()} size="sm">
          {t('backToForms')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t(`forms.${id}.title`)}</Title>
          <Text c="dimmed">{t(`forms.${id}.description`)}</Text>
        </Stack>
        {send.isSuccess ? (
          <Alert color="green" role="status" title={t('submitted')}>
            <Group gap="md">
              <Anchor component={Link} to={paths.forms.request.getHref(send.data.id)} size="sm">
                {t('seeRequest')}
              </Anchor>
              <Button variant="subtle" size="compact-sm" onClick={() => send.reset()}>
                {t('sendAnother')}
              </Button>
            </Group>
          </Alert>
        ) : choices.isPending ? (
          <Skeleton h={420} radius="lg" />
        ) : choices.isError ? (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            {errorMessage(choices.error)}
          </Alert>
        ) : (
          <FormRenderer
            form={form}
            sources={{ ...choices.data, loadRelease, loadTracks, upload: uploadAttachment }}
            submitting={send.isPending}
            onSubmit={(body) => send.mutateAsync(body)}
            footer={
              failed ? (
                <Alert color="red" role="alert" title={t('submitFailed')}>
                  {errorMessage(send.error)}
                </Alert>
              ) : null
            }
          />
        )}
      </Stack>
    </Container>
  );
}
