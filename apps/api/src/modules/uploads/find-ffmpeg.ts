import type { Config } from '../../config.ts';
import { resolveFfmpeg, type FfmpegTool } from '../../lib/ffmpeg.ts';

const found = new Map<string, Promise<FfmpegTool>>();

/**
 * The ffmpeg the audio work of this process uses (FFMPEG_PATH, else the PATH, else the npm
 * build), looked up once; a failed look-up is forgotten, so a later job tries again.
 */
export function findFfmpeg(config: Pick<Config, 'ffmpegPath'>): Promise<FfmpegTool> {
  const key = config.ffmpegPath ?? '';
  let tool = found.get(key);
  if (!tool) {
    tool = resolveFfmpeg(config.ffmpegPath);
    found.set(key, tool);
    tool.catch(() => found.delete(key));
  }
  return tool;
}
