import { useEffect, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MasteringProject } from '../api/mastering.ts';
import { masteringFileUrl } from '../api/mastering.ts';

type Preview = NonNullable<MasteringProject['preview']>;
const gain = (db: number) => Math.min(1, 10 ** (db / 20));

/**
 * The loop before and after mastering, switched at the same point in time. Each plays at the
 * gain the server measured, so both sound equally loud: the louder one cannot win by level.
 */
export function BeforeAfterPlayer({ preview }: { preview: Preview }) {
  const { t } = useTranslation('mastering');
  const before = useRef<HTMLAudioElement>(null);
  const after = useRef<HTMLAudioElement>(null);
  const [which, setWhich] = useState<'before' | 'after'>('after');
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (before.current) before.current.volume = gain(preview.originalGainDb);
    if (after.current) after.current.volume = gain(preview.masteredGainDb);
  }, [preview]);

  const current = () => (which === 'after' ? after.current : before.current);

  function toggle() {
    const audio = current();
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
    } else {
      void audio.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
    }
  }

  function switchTo(next: 'before' | 'after') {
    const from = current();
    const to = next === 'after' ? after.current : before.current;
    if (from && to && from !== to) {
      to.currentTime = from.currentTime;
      if (playing) {
        from.pause();
        void to.play();
      }
    }
    setWhich(next);
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('preview.description')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button onClick={toggle} variant="filled" miw={110}>
          {playing ? t('preview.pause') : t('preview.play')}
        </Button>
        <SegmentedControl
          aria-label={t('preview.which')}
          value={which}
          onChange={(value) => switchTo(value as 'before' | 'after')}
          data={[
            { value: 'before', label: t('preview.before') },
            { value: 'after', label: t('preview.after') },
          ]}
        />
      </Group>
      <audio ref={before} src={masteringFileUrl(preview.originalUrl)} preload="auto" loop />
      <audio ref={after} src={masteringFileUrl(preview.masteredUrl)} preload="auto" loop />
    </Stack>
  );
}
