import { useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import type { CoverDesign } from '../utils/cover-templates.ts';
import { renderCover } from '../utils/render-cover.ts';

const previewSize = 600;

/**
 * The cover drawn live by the same function as the 3000 px file, at 600 px. Reports a
 * drawing failure so the generator can say the template could not be applied.
 */
export function CoverPreview({
  design,
  label,
  onError,
}: {
  design: CoverDesign;
  label: string;
  onError: (failed: boolean) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [fontsReady, setFontsReady] = useState(false);

  // Text measured before the page's fonts load would be laid out in the fallback font.
  useEffect(() => {
    let live = true;
    void document.fonts.ready.then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    try {
      if (!ctx) throw new Error('Canvas 2D is not available');
      renderCover(ctx, previewSize, design);
      onError(false);
    } catch {
      onError(true);
    }
  }, [design, fontsReady, onError]);

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={previewSize}
      height={previewSize}
      role="img"
      aria-label={label}
      w="100%"
      maw={360}
      style={{ aspectRatio: '1 / 1', borderRadius: 8, display: 'block' }}
    />
  );
}
