import { useState } from 'react';
import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import Cropper, { type Area as CropperArea } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { ArtworkProblem } from '../utils/artwork-rules.ts';
import { cropToFile, type LoadedImage } from '../utils/canvas-files.ts';
import { canSendOriginal, maxZoomFor, outputSize, toSquareArea } from '../utils/crop-math.ts';
import { ProblemAlert } from './problem-alert.tsx';

export type CropSource = { file: File; image: LoadedImage };

/**
 * Crops the chosen image to a square. Zoom stops where the square would fall under 1500 px,
 * so every crop it makes is one the server accepts; the result is at most 3000 px.
 */
export function ArtworkCropper({
  source,
  onCancel,
  onCropped,
}: {
  source: CropSource | null;
  onCancel: () => void;
  onCropped: (file: File) => void;
}) {
  const { t } = useTranslation('artwork');
  const small = useMediaQuery('(max-width: 36em)');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropperArea | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ArtworkProblem | null>(null);
  const image = source?.image;
  const maxZoom = image ? maxZoomFor(image.width, image.height) : 1;
  const square = image && area ? toSquareArea(area, image.width, image.height) : null;

  const apply = async () => {
    if (!source || !image || !square) return;
    setBusy(true);
    setProblem(null);
    try {
      onCropped(
        canSendOriginal(square, image.width, image.height)
          ? source.file
          : await cropToFile(image, square, outputSize(square), source.file.name),
      );
    } catch {
      setProblem({ key: 'artwork:crop.failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={source !== null}
      onClose={onCancel}
      title={t('crop.title')}
      size="lg"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': t('crop.cancel') }}
    >
      {image ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed" id="artwork-crop-help">
            {t('crop.help')}
          </Text>
          <Box pos="relative" h={small ? 300 : 380} bg="dark.8" style={{ borderRadius: 8 }}>
            <Cropper
              image={image.url}
              crop={crop}
              zoom={zoom}
              maxZoom={maxZoom}
              aspect={1}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_percent, pixels) => setArea(pixels)}
              cropperProps={{
                role: 'group',
                'aria-label': t('crop.area'),
                'aria-describedby': 'artwork-crop-help',
              }}
            />
          </Box>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="artwork-crop-zoom">
              {t('crop.zoom')}
            </Text>
            <Slider
              value={zoom}
              onChange={setZoom}
              min={1}
              max={maxZoom}
              step={0.01}
              disabled={maxZoom <= 1}
              label={null}
              thumbProps={{ 'aria-labelledby': 'artwork-crop-zoom' }}
            />
          </Stack>
          {square ? (
            <Text size="sm" aria-live="polite">
              {t('crop.output', { size: outputSize(square) })}
            </Text>
          ) : null}
          <ProblemAlert problem={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('crop.cancel')}
            </Button>
            <Button onClick={() => void apply()} loading={busy} disabled={!square}>
              {t('crop.apply')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
