export { FileUpload } from './FileUpload';
export type { FileUploadFile, FileUploadProps, FileUploadWebcamTexts } from './FileUpload';
export { FileUploadWebcam } from './FileUploadWebcam';
export type { FileUploadWebcamProps } from './FileUploadWebcam';
export {
  BULK_UPLOAD_FILE_TYPES,
  CAPTURE_MIME_TYPE,
  IMAGE_UPLOAD_FILE_TYPES,
  INVALID_FILE_FORMAT_MESSAGE,
  WEBCAM_CONSTRAINTS,
  WEBCAM_HEIGHT,
  WEBCAM_WIDTH,
  cameraErrorKind,
  formatBytes,
  formatFileSize,
  isAcceptedFile,
  partitionFiles,
} from './fileRules';
export type { CameraErrorKind } from './fileRules';
