// The uploads module's public surface: what other modules and the app may use. Its tables
// stay private (docs/architecture.md, "Boundaries").
export { deleteAbandonedUploads } from './abandoned-uploads.ts';
export { findFfmpeg } from './find-ffmpeg.ts';
export { closeUnreadBodies, receiveMultipartFile } from './receive-multipart-file.ts';
export type { ReceivedFile } from './receive-multipart-file.ts';
export { withReceivedReport } from './receive-report.ts';
export { deleteOldUploadUsage, receivingDir } from './stale-files.ts';
export { getUploadSettings, saveUploadSettings } from './upload-settings.ts';
export { findUploadsByIds, findUploadsByOwner } from './uploads.repository.ts';
export { reportMissingFile } from './missing-file.ts';
export {
  cleanFilename,
  getUploadsForOwner,
  openArtworkFile,
  openArtworkImage,
  rejudgeAudio,
  storageKeys,
} from './uploads.service.ts';
export type { UploadRow } from './uploads.table.ts';
export {
  createAudioUpload,
  createAudioUploadFromFile,
  finishAudioUpload,
} from './audio-uploads.service.ts';
export { runAudioQc } from './audio-qc.job.ts';
export { createArtworkUpload } from './uploads.service.ts';
export { openAudioFile, sendAudio } from './audio-original.ts';
export { shareImage } from './share-image.ts';
