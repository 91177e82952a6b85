import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notify } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';
import { blockUserSchema } from '@soundpost/contracts/admin';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { useBlockUser, type BlockUserInput } from '../api/block-user.ts';
import type { AdminUser } from '../api/get-users.ts';

const labels = { kind: 'admin:block.kind', reason: 'admin:block.reason' };

export function BlockUserModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'errors', 'validation']);
  const block = useBlockUser();
  const form = useForm<BlockUserInput>({
    initialValues: { kind: 'freeze', reason: '' },
    ...schemaFormOptions(blockUserSchema, labels),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((values) => {
    if (!user) return;
    block.mutate(
      { id: user._id, input: values },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t('block.done', { username: user.username }) });
          close();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) form.setFieldError('reason', errorMessage(error));
        },
      },
    );
  });

  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title={user ? t('block.title', { username: user.username }) : ''}
      closeButtonProps={{ 'aria-label': t('block.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Radio.Group {...form.getInputProps('kind')} label={t('block.kind')} required>
            <Stack gap="xs" mt="xs">
              <Radio value="freeze" label={t('block.freeze')} description={t('block.freezeHint')} />
              <Radio value="banned" label={t('block.banned')} description={t('block.bannedHint')} />
            </Stack>
          </Radio.Group>
          <Textarea
            {...form.getInputProps('reason')}
            label={t('block.reason')}
            description={t('block.reasonHint')}
            autosize
            minRows={3}
            maxLength={500}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('block.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={block.isPending}>
              {t('block.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
