/** Allowed types for bulk uploads (document 1 section 9). */
export const BULK_UPLOAD_FILE_TYPES: readonly string[] = ['.csv', 'application/vnd.ms-excel', 'text/csv'];

/** Allowed types for image uploads (document 1 section 9). */
export const IMAGE_UPLOAD_FILE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/jpg'];

export const INVALID_FILE_FORMAT_MESSAGE = 'Invalid file format';

/** Webcam capture of document 1 section 9: 720 by 480, front camera, saved as jpeg. */
export const WEBCAM_WIDTH = 720;
export const WEBCAM_HEIGHT = 480;
export const WEBCAM_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: WEBCAM_WIDTH, height: WEBCAM_HEIGHT, facingMode: 'user' },
  audio: false,
};
export const CAPTURE_MIME_TYPE = 'image/jpeg';

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
const KB = 1024;
const MB = KB * KB;

/** A size in its largest unit, Bytes through YB (base 1024): 1536 → '1.5 KB'. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const index = Math.min(SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(KB))));
  const value = bytes / KB ** index;
  return `${parseFloat(value.toFixed(Math.max(0, decimals)))} ${SIZE_UNITS[index]}`;
}

/** The upload box's size: MB when over 1 MB, otherwise KB, with two decimals. */
export function formatFileSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return size > MB ? `${(size / MB).toFixed(2)} MB` : `${(size / KB).toFixed(2)} KB`;
}

/**
 * Whether a file matches the allowed list, whose entries are extensions ('.csv'), MIME types
 * ('text/csv') or MIME wildcards ('image/*'). An empty list allows everything.
 */
export function isAcceptedFile(file: { name: string; type: string }, accepted: readonly string[] = []): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type !== '' && type === rule;
  });
}

/** Splits files into those the list allows and those it does not. */
export function partitionFiles<T extends { name: string; type: string }>(files: readonly T[], accepted: readonly string[] = []): { accepted: T[]; rejected: T[] } {
  const result = { accepted: [] as T[], rejected: [] as T[] };
  for (const file of files) (isAcceptedFile(file, accepted) ? result.accepted : result.rejected).push(file);
  return result;
}

export type CameraErrorKind = 'no-camera' | 'denied' | 'unavailable';

/** What went wrong when starting the camera, from the error getUserMedia rejected with. */
export function cameraErrorKind(error: unknown): CameraErrorKind {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'no-camera';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    default:
      return 'unavailable';
  }
}
