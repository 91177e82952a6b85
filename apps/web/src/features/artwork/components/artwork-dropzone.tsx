import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoUp, IconPhotoX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  artworkRules,
  checkDimensions,
  checkFileBasics,
  problems,
  type ArtworkProblem,
} from '../utils/artwork-rules.ts';
import { loadImage, releaseImage } from '../utils/canvas-files.ts';
import { ArtworkCropper, type CropSource } from './artwork-cropper.tsx';
import { ProblemAlert } from './problem-alert.tsx';

const accept = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

/**
 * Drop or choose a JPEG or PNG; it is checked here first (type, size, at least 1500 px, with
 * the spec's messages), then cropped to a square, then handed on to be uploaded.
 */
export function ArtworkDropzone({
  disabled,
  onFile,
}: {
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation('artwork');
  const [problem, setProblem] = useState<ArtworkProblem | null>(null);
  const [source, setSource] = useState<CropSource | null>(null);
  const [reading, setReading] = useState(false);

  const closeCropper = () => {
    releaseImage(source?.image ?? null);
    setSource(null);
  };

  const take = async (file: File) => {
    setProblem(null);
    const basic = checkFileBasics(file);
    if (basic) return setProblem(basic);
    setReading(true);
    try {
      const image = await loadImage(file);
      const small = checkDimensions(image.width, image.height);
      if (small) {
        releaseImage(image);
        return setProblem(small);
      }
      setSource({ file, image });
    } catch {
      setProblem(problems.corrupt);
    } finally {
      setReading(false);
    }
  };

  const reject = (rejections: FileRejection[]) => {
    const first = rejections[0];
    if (rejections.length > 1 || !first) return setProblem({ key: 'artwork:upload.oneFile' });
    // The browser's type can be wrong; checkFileBasics says what the server would say.
    setProblem(checkFileBasics(first.file) ?? problems.unsupported);
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => files[0] && void take(files[0])}
        onReject={reject}
        accept={accept}
        multiple={false}
        loading={reading}
        disabled={disabled}
        inputProps={{ 'aria-label': t('upload.dropzone') }}
      >
        <Group justify="center" gap="lg" mih={150} wrap="nowrap" style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconPhotoUp size={44} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhotoX size={44} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={44} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text fw={500}>{t('upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('upload.rules', { min: artworkRules.minSize, max: artworkRules.maxLabel })}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <ProblemAlert problem={problem} />
      <ArtworkCropper
        source={source}
        onCancel={closeCropper}
        onCropped={(file) => {
          closeCropper();
          onFile(file);
        }}
      />
    </Stack>
  );
}
