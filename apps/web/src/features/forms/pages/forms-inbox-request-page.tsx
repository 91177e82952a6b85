import { Alert, Anchor, Button, Card, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  formReplySchema,
  formRequestStatuses,
  type AdminFormRequest,
  type FormReply,
} from '@soundpost/contracts/forms';
import { AdminPage } from '../../../components/admin-page.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useInboxRequest, useReply } from '../api/forms.ts';
import { RequestView } from '../components/request-view.tsx';

const labels = { body: 'forms:admin.replyLabel', status: 'forms:admin.statusLabel' };

function ReplyForm({ request }: { request: AdminFormRequest }) {
  const { t } = useTranslation(['forms', 'validation']);
  const reply = useReply(request.id);
  const form = useForm<FormReply>({
    initialValues: {
      body: '',
      status: request.status === 'open' ? 'in_progress' : request.status,
    },
    ...schemaFormOptions(formReplySchema, labels),
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="reply">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          reply.mutateAsync(values).then(
            () => {
              form.setFieldValue('body', '');
              notify({ color: 'green', message: t('admin.sent') });
            },
            () => undefined,
          ),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="reply">
            {t('admin.reply')}
          </Title>
          <Textarea
            {...form.getInputProps('body')}
            label={t('admin.replyLabel')}
            required
            rows={5}
            maxLength={4000}
          />
          <Select
            {...form.getInputProps('status')}
            label={t('admin.statusLabel')}
            allowDeselect={false}
            data={formRequestStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          />
          {request.formId === 'metadata-change' && request.status !== 'approved' ? (
            <Text size="sm" c="dimmed">
              {t('admin.metadataNote')}
            </Text>
          ) : null}
          {reply.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(reply.error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={reply.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('admin.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** `/admin/forms/{id}`: one request, who sent it, its answers and files, and the reply. */
export function FormsInboxRequestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('forms');
  return (
    <AdminPage>
      <Anchor component={Link} to={paths.admin.forms.getHref()} size="sm">
        {t('admin.back')}
      </Anchor>
      <RequestView query={useInboxRequest(id)} line={(request) => t('admin.from', request.owner)}>
        {(request) => <ReplyForm key={request.status} request={request} />}
      </RequestView>
    </AdminPage>
  );
}
