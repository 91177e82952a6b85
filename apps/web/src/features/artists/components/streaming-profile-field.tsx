import { Anchor, Badge, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseStreamingProfile } from '@soundpost/contracts/artists';
import type { ArtistFormValues } from '../utils/artist-form-values.ts';

/**
 * "Linked" (paste a Spotify or Apple Music artist link, URI or id) or "to be created". The
 * link is read as it is typed with the contract's own parser, so the service and id the API
 * will store are shown before saving; a link it cannot read gets its message on blur.
 */
export function StreamingProfileField({ form }: { form: UseFormReturnType<ArtistFormValues> }) {
  const { t } = useTranslation('artists');
  const profile = form.getValues().streamingProfile;
  const parsed = profile.status === 'linked' ? parseStreamingProfile(profile.link) : null;

  return (
    <Stack gap="sm">
      <Radio.Group
        {...form.getInputProps('streamingProfile.status')}
        label={t('fields.profileStatus')}
        description={t('form.profileHint')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="linked" label={t('profile.linked')} />
          <Radio
            value="to_be_created"
            label={t('profile.toBeCreated')}
            description={t('profile.toBeCreatedHint')}
          />
        </Stack>
      </Radio.Group>
      {profile.status === 'linked' ? (
        <TextInput
          {...form.getInputProps('streamingProfile.link')}
          label={t('fields.profileLink')}
          description={t('form.profileLinkHint')}
          placeholder="https://open.spotify.com/artist/…"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
      ) : null}
      {parsed?.ok ? (
        <Group gap="xs" aria-live="polite">
          <Badge variant="light" color={parsed.profile.service === 'spotify' ? 'green' : 'pink'}>
            {t(`services.${parsed.profile.service}`)}
          </Badge>
          <Text size="sm">
            {t('profile.artistId')} <code>{parsed.profile.id}</code>
          </Text>
          <Anchor href={parsed.profile.url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              {t('profile.open')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}
