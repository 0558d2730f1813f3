import { useState, type ReactNode } from 'react';
import { FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { FileText as FileGlyph } from 'lucide-react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { FileUploadWebcam, type FileUploadWebcamProps } from './FileUploadWebcam';
import { INVALID_FILE_FORMAT_MESSAGE, formatFileSize, partitionFiles } from './fileRules';
import {
  FileCard,
  FileEnd,
  FileIcon,
  FileMeta,
  FileName,
  FileText,
  ProgressFill,
  ProgressTrack,
  ProgressValue,
  UploadProgress,
  UploadRoot,
  UploadZone,
  ZoneActions,
  ZoneHint,
  ZoneIcon,
  ZoneTitle,
} from './FileUpload.styles';

/** The file the box shows under the drop area: a File, or just its name and size. */
export interface FileUploadFile {
  name: string;
  size: number;
}

export type FileUploadWebcamTexts = Omit<FileUploadWebcamProps, 'isOpen' | 'onOpenChange' | 'onCapture'>;

export interface FileUploadProps {
  /** Accessible name of the drop area. */
  label: string;
  /** The heading inside the drop area. */
  title?: ReactNode;
  /** Help under the heading, e.g. the allowed formats and size limit. */
  description?: ReactNode;
  browseLabel?: string;
  /**
   * Allowed extensions and MIME types; see `BULK_UPLOAD_FILE_TYPES` and `IMAGE_UPLOAD_FILE_TYPES`.
   * Empty or not given allows every file.
   */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  /** Called with the allowed files that were dropped or browsed. */
  onSelect?: (files: File[]) => void;
  /** Called once per file whose type is not allowed, with `invalidFileMessage`. Show it as a toast. */
  onInvalidFile?: (message: string, file: File) => void;
  invalidFileMessage?: string;
  isDisabled?: boolean;
  /** The chosen file, shown with its formatted size. */
  file?: FileUploadFile | null;
  /** Upload progress, 0–100; shown as a bar and a percentage while set. */
  progress?: number | null;
  progressLabel?: string;
  /** Adds a remove button to the file. */
  onRemove?: () => void;
  removeLabel?: string;
  /** Offers webcam capture; called with the saved photo (a jpeg File). */
  onCapture?: (file: File) => void;
  captureLabel?: string;
  /** Texts of the 'Capture Photo' dialog. */
  webcam?: FileUploadWebcamTexts;
}

/**
 * The upload box (document 1 section 2.8): drag and drop, browse, or webcam capture; then the
 * file with its size and the upload percentage. Disallowed types go to `onInvalidFile`.
 */
export function FileUpload({
  label,
  title = 'Drag and drop your file here',
  description,
  browseLabel = 'Browse files',
  acceptedFileTypes = [],
  allowsMultiple = false,
  onSelect,
  onInvalidFile,
  invalidFileMessage = INVALID_FILE_FORMAT_MESSAGE,
  isDisabled = false,
  file,
  progress,
  progressLabel = 'Upload progress',
  onRemove,
  removeLabel = 'Remove file',
  onCapture,
  captureLabel = 'Use camera',
  webcam,
}: FileUploadProps) {
  const [isWebcamOpen, setWebcamOpen] = useState(false);

  const receive = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const { accepted, rejected } = partitionFiles(files, acceptedFileTypes);
    rejected.forEach((rejectedFile) => onInvalidFile?.(invalidFileMessage, rejectedFile));
    const chosen = allowsMultiple ? accepted : accepted.slice(0, 1);
    if (chosen.length > 0) onSelect?.(chosen);
  };

  const drop = async (event: { items: DropItem[] }) => {
    const items = event.items.filter(isFileDropItem);
    receive(await Promise.all(items.map((item) => item.getFile())));
  };

  const hasProgress = progress !== null && progress !== undefined;

  return (
    <UploadRoot>
      <UploadZone aria-label={label} isDisabled={isDisabled} getDropOperation={() => (isDisabled ? 'cancel' : 'copy')} onDrop={drop}>
        <ZoneIcon aria-hidden>
          <Icon name="upload" size="lg" />
        </ZoneIcon>
        <ZoneTitle slot="label">{title}</ZoneTitle>
        {description != null && <ZoneHint>{description}</ZoneHint>}
        <ZoneActions>
          <FileTrigger
            acceptedFileTypes={acceptedFileTypes.length > 0 ? acceptedFileTypes : undefined}
            allowsMultiple={allowsMultiple}
            onSelect={(list) => receive(list ? Array.from(list) : [])}
          >
            <Button variant="secondary" size="sm" iconStart={<Icon name="upload" size="sm" />} isDisabled={isDisabled}>
              {browseLabel}
            </Button>
          </FileTrigger>
          {onCapture && (
            <Button variant="secondary" size="sm" iconStart={<Icon name="camera" size="sm" />} isDisabled={isDisabled} onPress={() => setWebcamOpen(true)}>
              {captureLabel}
            </Button>
          )}
        </ZoneActions>
      </UploadZone>
      {file && (
        <FileCard>
          <FileIcon aria-hidden>
            <FileGlyph size={18} strokeWidth={2} />
          </FileIcon>
          <FileText>
            <FileName title={file.name}>{file.name}</FileName>
            <FileMeta>{formatFileSize(file.size)}</FileMeta>
          </FileText>
          <FileEnd>{onRemove && <IconButton icon="trash" label={removeLabel} size="sm" onPress={onRemove} />}</FileEnd>
          {hasProgress && (
            <UploadProgress aria-label={progressLabel} value={Math.min(100, Math.max(0, progress))}>
              {({ percentage, valueText }) => (
                <>
                  <ProgressTrack>
                    <ProgressFill style={{ width: `${percentage ?? 0}%` }} />
                  </ProgressTrack>
                  <ProgressValue>{valueText}</ProgressValue>
                </>
              )}
            </UploadProgress>
          )}
        </FileCard>
      )}
      {onCapture && (
        <FileUploadWebcam
          {...webcam}
          isOpen={isWebcamOpen}
          onOpenChange={setWebcamOpen}
          onCapture={onCapture}
        />
      )}
    </UploadRoot>
  );
}
