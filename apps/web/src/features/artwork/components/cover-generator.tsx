import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconPhotoPlus, IconWand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { problems, type ArtworkProblem } from '../utils/artwork-rules.ts';
import { loadImage, releaseImage, type LoadedImage } from '../utils/canvas-files.ts';
import {
  premiumTemplates,
  resolvePalette,
  type CoverDesign,
  type CoverTemplate,
  type PaletteId,
} from '../utils/cover-templates.ts';
import { CoverPreview } from './cover-preview.tsx';
import { PalettePicker } from './palette-picker.tsx';
import { ProblemAlert } from './problem-alert.tsx';
import { TemplatePicker } from './template-picker.tsx';

export type CoverGeneratorProps = {
  releaseTitle: string;
  artistName: string;
  premiumTemplates: boolean;
  /** Where "Upgrade" leads; without it the hint has no link. */
  upgradeHref?: string;
  busy: boolean;
  onApply: (design: CoverDesign) => void;
};

/** The page's own font stack, so the cover needs no font download. */
const pageFont = () => getComputedStyle(document.body).fontFamily || 'sans-serif';

/** Templates and colours, with a live preview; the chosen design is rendered at 3000 px. */
export function CoverGenerator(props: CoverGeneratorProps) {
  const { t, i18n } = useTranslation('artwork');
  const [template, setTemplate] = useState<CoverTemplate>('gradient');
  const [paletteId, setPaletteId] = useState<PaletteId>('midnight_pop');
  const [custom, setCustom] = useState('#6044d8');
  const [image, setImage] = useState<LoadedImage | null>(null);
  const [imageProblem, setImageProblem] = useState<ArtworkProblem | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const onPreviewError = useCallback((failed: boolean) => setPreviewFailed(failed), []);

  useEffect(() => () => releaseImage(image), [image]);

  const title = props.releaseTitle.trim();
  const artist = props.artistName.trim();
  const design = useMemo<CoverDesign>(
    () => ({
      template,
      palette: resolvePalette(paletteId, custom),
      title: title || t('generator.sampleTitle'),
      artist: artist || t('generator.sampleArtist'),
      image: image?.element,
      fontFamily: pageFont(),
      locale: i18n.resolvedLanguage ?? 'en',
    }),
    [template, paletteId, custom, title, artist, image, t, i18n.resolvedLanguage],
  );
  const locked = !props.premiumTemplates && premiumTemplates.has(template);
  const needsImage = template === 'from_image' && !image;

  const pickImage = async (file: File | null) => {
    if (!file) return;
    setImageProblem(null);
    try {
      setImage(await loadImage(file));
    } catch {
      setImageProblem(problems.corrupt);
    }
  };

  return (
    <Stack gap="lg">
      <TemplatePicker
        value={template}
        onChange={setTemplate}
        premiumAllowed={props.premiumTemplates}
      />
      {template === 'from_image' ? (
        <Stack gap="xs">
          <Group gap="sm">
            <FileButton
              onChange={(file) => void pickImage(file)}
              accept="image/png,image/jpeg,image/webp"
            >
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="default"
                  leftSection={<IconPhotoPlus size={16} aria-hidden />}
                >
                  {image ? t('generator.changeImage') : t('generator.chooseImage')}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="dimmed">
              {t('generator.imageHint')}
            </Text>
          </Group>
          <ProblemAlert problem={imageProblem} />
        </Stack>
      ) : null}
      <PalettePicker
        value={paletteId}
        onChange={setPaletteId}
        custom={custom}
        onCustomChange={setCustom}
      />
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={500} component="h3" m={0}>
          {t('generator.preview')}
        </Text>
        <CoverPreview
          design={design}
          onError={onPreviewError}
          label={t('generator.previewAlt', {
            template: t(`templates.${template}`),
            title: design.title,
            artist: design.artist,
          })}
        />
        {!title || !artist ? (
          <Text size="sm" c="dimmed">
            {t('generator.needsTexts')}
          </Text>
        ) : null}
      </Stack>
      <ProblemAlert problem={previewFailed ? problems.template : null} />
      {locked ? (
        <Alert
          color="brand"
          variant="light"
          icon={<IconLock size={18} />}
          title={t('generator.lockedTitle')}
        >
          {t('generator.lockedBody')}{' '}
          {props.upgradeHref ? (
            <Anchor component={Link} to={props.upgradeHref} fw={600}>
              {t('generator.upgrade')}
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconWand size={16} aria-hidden />}
          onClick={() => props.onApply({ ...design, title, artist })}
          disabled={locked || needsImage || !title || !artist || previewFailed}
          loading={props.busy}
        >
          {t('generator.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
