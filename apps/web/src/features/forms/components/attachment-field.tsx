import { useState } from 'react';
import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formAttachmentLimits, type FormAttachment } from '@soundpost/contracts/forms';
import { errorMessage } from '../../../lib/forms.ts';

const accept = 'application/pdf,image/png,image/jpeg,image/webp';

/**
 * Files of a form: each is uploaded when chosen (checked by the API from its bytes), and the
 * field's value is the uploaded files' ids.
 */
export function AttachmentField({
  label,
  value,
  error,
  upload,
  onChange,
  onError,
  onBusy,
}: {
  label: string;
  value: string[];
  error?: string;
  upload: (file: File) => Promise<FormAttachment>;
  onChange: (ids: string[]) => void;
  /** A refused file's message, or null to clear it. */
  onError: (message: string | null) => void;
  /** Whether a file is uploading: the form waits for it before sending. */
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('forms');
  const [files, setFiles] = useState<FormAttachment[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const room = formAttachmentLimits.maxFiles - value.length;

  async function add(chosen: File[]) {
    onError(null);
    onBusy(true);
    let ids = value;
    for (const file of chosen.slice(0, room)) {
      setUploading(file.name);
      try {
        const uploaded = await upload(file);
        setFiles((list) => [...list, uploaded]);
        ids = [...ids, uploaded.id];
        onChange(ids);
      } catch (e) {
        onError(errorMessage(e));
      }
    }
    setUploading(null);
    onBusy(false);
  }

  return (
    <Input.Wrapper
      label={label}
      description={t('file.hint', {
        max: formAttachmentLimits.maxLabel,
        count: formAttachmentLimits.maxFiles,
      })}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {files
          .filter((f) => value.includes(f.id))
          .map((f) => (
            <Group key={f.id} gap="xs" wrap="nowrap">
              <IconPaperclip size={16} aria-hidden />
              <Text size="sm" truncate>
                {f.filename}
              </Text>
              <CloseButton
                size="sm"
                aria-label={t('file.remove', { name: f.filename })}
                onClick={() => onChange(value.filter((id) => id !== f.id))}
              />
            </Group>
          ))}
        {uploading ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('file.uploading', { name: uploading })}
          </Text>
        ) : null}
        <FileButton onChange={(chosen) => void add(chosen)} accept={accept} multiple>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} />}
              disabled={room <= 0 || uploading !== null}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('file.add')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
