import { useMutation } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/forms.ts';
import { notify } from '../../../../lib/notify.ts';
import { saveFile } from '../../../../lib/save-file.ts';

/**
 * One-click promotion (decision 053): the release's banners, smart link, QR code and captions
 * as one zip, made on the server when asked; a refusal (the smart link is off) is said.
 */
export function PromotionKitButton({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation('releases');
  const kit = useMutation({
    mutationFn: async () => {
      const { data, response } = await api.GET('/v1/releases/{id}/promotion-kit', {
        params: { path: { id: releaseId } },
        parseAs: 'blob',
      });
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      saveFile(data as Blob, name?.[1] ?? 'promotion-kit.zip');
    },
    onError: (error) => notify({ color: 'red', message: errorMessage(error) }),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={kit.isPending}
      onClick={() => kit.mutate()}
    >
      {t('detail.promotionKit')}
    </Button>
  );
}
