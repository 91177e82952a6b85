// The spec's file rules (section 5 and 9) and the platform's own QC thresholds, in one place.

export const artworkLimits = {
  formats: ['jpeg', 'png'] as const,
  minSize: 1500,
  maxBytes: 20 * 1024 * 1024,
  maxBytesLabel: '20 MB',
  /** Against decompression bombs: 6000x6000 is twice the delivery size each way. */
  maxPixels: 6000 * 6000,
  maxPixelsLabel: '6000x6000 px',
  deliverySize: 3000,
  deliveryQuality: 90,
  thumbnailSizes: [600, 200] as const,
  thumbnailQuality: 80,
};

export const audioLimits = {
  formats: ['mp3', 'wav', 'flac', 'aiff'] as const,
  minSeconds: 60,
  maxSeconds: 20 * 60,
  /** Silence over this many seconds in the middle of a track is rejected. */
  maxSilenceSeconds: 10,
  /** -60 dBFS, ffmpeg silencedetect's usual "digital silence or room tone" floor. */
  silenceNoiseDb: -60,
  /** Streaming services normalise to about -14 LUFS; far outside this band sounds wrong. */
  loudnessTargetLufs: -14,
  minLoudnessLufs: -20,
  maxLoudnessLufs: -7,
  /** A sample within 0.1 dB of full scale counts as hitting the ceiling. */
  clipLevelDbfs: -0.1,
  /** A few samples at the ceiling are a normalised peak; more are clipping. */
  maxClippedSamples: 10,
  maxTruePeakDbtp: 0,
  waveformPoints: 800,
};

export type ArtworkFormat = (typeof artworkLimits.formats)[number];
export type AudioFormat = (typeof audioLimits.formats)[number];
