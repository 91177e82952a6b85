import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { genres } from '@soundpost/contracts/catalog';
import {
  curatedPlaylistInputSchema,
  type CuratedPlaylist,
  type CuratedPlaylistInput,
} from '@soundpost/contracts/playlists';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { uploadArtwork } from '../../../lib/upload-artwork.ts';
import { useSavePlaylist } from '../api/playlists.ts';

const labels = {
  name: 'playlists:admin.name',
  curator: 'playlists:admin.curator',
  genre: 'playlists:admin.genre',
  followers: 'playlists:admin.followers',
};

type Values = {
  name: string;
  curator: string;
  genre: string | null;
  followers: number | string;
  acceptsSubmissions: boolean;
};

/** An admin's form for a curated playlist, new or `editing`. */
export function PlaylistForm({
  editing,
  onDone,
}: {
  editing: CuratedPlaylist | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(['playlists', 'artists', 'validation']);
  const save = useSavePlaylist();
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: editing?.name ?? '',
      curator: editing?.curator ?? '',
      genre: editing?.genre ?? null,
      followers: editing?.followers ?? 0,
      acceptsSubmissions: editing?.acceptsSubmissions ?? true,
    },
    ...schemaFormOptions(curatedPlaylistInputSchema, labels),
  });
  const submit = async (values: Values) => {
    setCoverError(null);
    // Absent: the playlist keeps the cover it has.
    let coverUploadId: string | undefined;
    if (cover) {
      try {
        coverUploadId = await uploadArtwork(cover);
      } catch (error) {
        setCoverError(errorMessage(error));
        return;
      }
    }
    await save
      .mutateAsync({
        id: editing?.id ?? null,
        body: { ...(values as unknown as CuratedPlaylistInput), coverUploadId },
      })
      .then(onDone, (error: unknown) => {
        if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
      });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('name')}
            label={t('admin.name')}
            required
            maxLength={120}
          />
          <TextInput
            {...form.getInputProps('curator')}
            label={t('admin.curator')}
            required
            maxLength={120}
          />
          <Select
            {...form.getInputProps('genre')}
            label={t('admin.genre')}
            required
            searchable
            data={genres.map((value) => ({ value, label: t(`artists:genres.${value}`) }))}
          />
          <NumberInput
            {...form.getInputProps('followers')}
            label={t('admin.followers')}
            required
            min={0}
            allowDecimal={false}
          />
        </SimpleGrid>
        <FileInput
          label={t('admin.cover')}
          description={t('admin.coverHint')}
          accept="image/jpeg,image/png"
          value={cover}
          onChange={setCover}
          clearable
          error={coverError}
        />
        <Switch
          {...form.getInputProps('acceptsSubmissions', { type: 'checkbox' })}
          label={t('admin.accepts')}
        />
        {save.isError && !(save.error instanceof ApiError && save.error.fields) ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {editing ? t('admin.save') : t('admin.create')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
