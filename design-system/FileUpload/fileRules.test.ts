import { describe, expect, it } from 'vitest';
import {
  BULK_UPLOAD_FILE_TYPES,
  IMAGE_UPLOAD_FILE_TYPES,
  WEBCAM_CONSTRAINTS,
  cameraErrorKind,
  formatBytes,
  formatFileSize,
  isAcceptedFile,
  partitionFiles,
} from './fileRules';

describe('formatBytes', () => {
  it('uses the largest unit from Bytes to YB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2_500_000)).toBe('2.38 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(5.5 * 1024 ** 4)).toBe('5.5 TB');
    expect(formatBytes(1024 ** 5)).toBe('1 PB');
    expect(formatBytes(1024 ** 6)).toBe('1 EB');
    expect(formatBytes(1024 ** 7)).toBe('1 ZB');
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
    expect(formatBytes(3 * 1024 ** 9)).toBe('3072 YB');
  });

  it('rounds to the decimals asked for and treats nonsense as zero', () => {
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 3)).toBe('1.177 MB');
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});

describe('formatFileSize', () => {
  it('shows MB when over 1 MB, else KB', () => {
    expect(formatFileSize(2_500_000)).toBe('2.38 MB');
    expect(formatFileSize(1024 * 1024 + 1)).toBe('1.00 MB');
    expect(formatFileSize(1024 * 1024)).toBe('1024.00 KB');
    expect(formatFileSize(48_128)).toBe('47.00 KB');
    expect(formatFileSize(500)).toBe('0.49 KB');
    expect(formatFileSize(0)).toBe('0.00 KB');
  });
});

describe('isAcceptedFile', () => {
  it('allows the bulk types by extension or MIME type', () => {
    expect(isAcceptedFile({ name: 'batch.csv', type: '' }, BULK_UPLOAD_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'BATCH.CSV', type: 'text/csv' }, BULK_UPLOAD_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'batch.xls', type: 'application/vnd.ms-excel' }, BULK_UPLOAD_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'notes.txt', type: 'text/plain' }, BULK_UPLOAD_FILE_TYPES)).toBe(false);
    expect(isAcceptedFile({ name: 'photo.png', type: 'image/png' }, BULK_UPLOAD_FILE_TYPES)).toBe(false);
  });

  it('allows the image types', () => {
    expect(isAcceptedFile({ name: 'a.png', type: 'image/png' }, IMAGE_UPLOAD_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'a.jpg', type: 'image/jpeg' }, IMAGE_UPLOAD_FILE_TYPES)).toBe(true);
    expect(isAcceptedFile({ name: 'a.gif', type: 'image/gif' }, IMAGE_UPLOAD_FILE_TYPES)).toBe(false);
    expect(isAcceptedFile({ name: 'a.png', type: '' }, IMAGE_UPLOAD_FILE_TYPES)).toBe(false);
  });

  it('understands wildcards and allows everything with no list', () => {
    expect(isAcceptedFile({ name: 'a.webp', type: 'image/webp' }, ['image/*'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, ['image/*'])).toBe(false);
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
  });

  it('splits a batch', () => {
    const files = [
      { name: 'a.csv', type: 'text/csv' },
      { name: 'b.txt', type: 'text/plain' },
    ];
    expect(partitionFiles(files, BULK_UPLOAD_FILE_TYPES)).toEqual({ accepted: [files[0]], rejected: [files[1]] });
  });
});

describe('webcam', () => {
  it('asks for 720 by 480 from the front camera', () => {
    expect(WEBCAM_CONSTRAINTS).toEqual({ video: { width: 720, height: 480, facingMode: 'user' }, audio: false });
  });

  it('tells a missing camera from a refusal', () => {
    expect(cameraErrorKind(new DOMException('Requested device not found', 'NotFoundError'))).toBe('no-camera');
    expect(cameraErrorKind({ name: 'OverconstrainedError' })).toBe('no-camera');
    expect(cameraErrorKind(new DOMException('Permission denied', 'NotAllowedError'))).toBe('denied');
    expect(cameraErrorKind(new DOMException('Could not start video source', 'NotReadableError'))).toBe('unavailable');
    expect(cameraErrorKind('boom')).toBe('unavailable');
  });
});
