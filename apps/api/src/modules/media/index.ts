// The media module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { processArtwork } from './artwork.ts';
export type { ArtworkIssue, ProcessedArtwork } from './artwork.ts';
export { analyzeAudio, judgeAudio, unreadableCode } from './audio-qc.ts';
export type { AnalyzedAudio, AudioAnalysis, AudioIssue, AudioVerdict } from './audio-qc.ts';
export { artworkLimits } from './media-limits.ts';
export { createReportReader } from './ffmpeg-report.ts';
export type { FilterReport } from './ffmpeg-report.ts';
export { createFloatReader } from './pcm-stream.ts';
export { demuxers } from './probe-audio.ts';
export { createPowerSum } from './spectrum.ts';
export type { AudioFormat } from './media-limits.ts';
