import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { deliveryLinkSchema, type DeliveryLink } from '@soundpost/contracts/delivery';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetStoreLink } from '../api/delivery-link.ts';
import type { Delivery } from '../api/delivery-list.ts';

const labels = { url: 'delivery:link.url' };

/**
 * An admin enters where the release really is on a store; it replaces the template's search
 * link for the artist and is kept by later updates. Mounted with the delivery as its key, so
 * the form starts from that delivery's link.
 */
export function StoreLinkModal({
  releaseId,
  delivery,
  onClose,
}: {
  releaseId: string;
  delivery: Delivery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['delivery', 'errors', 'validation']);
  const setLink = useSetStoreLink(releaseId);
  const form = useForm<DeliveryLink>({
    initialValues: { url: delivery?.storeLinkSetManually ? (delivery.storeLink ?? '') : '' },
    ...schemaFormOptions(deliveryLinkSchema, labels),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.onSubmit((input) => {
    if (!delivery) return;
    setLink.mutate(
      { id: delivery.id, input },
      {
        onSuccess: () => {
          notify({ color: 'teal', message: t('link.saved', { store: delivery.storeName }) });
          close();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) form.setFieldError('url', errorMessage(error));
        },
      },
    );
  });

  return (
    <Modal
      opened={delivery !== null}
      onClose={close}
      title={delivery ? t('link.title', { store: delivery.storeName }) : ''}
      closeButtonProps={{ 'aria-label': t('link.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('link.body')}</Text>
          <TextInput
            {...form.getInputProps('url')}
            label={t('link.url')}
            placeholder="https://"
            type="url"
            inputMode="url"
            maxLength={500}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('link.cancel')}
            </Button>
            <Button type="submit" loading={setLink.isPending}>
              {t('link.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
