import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { bulkBatchFile, bulkCsvFile, longNameFile, notesTextFile, smallBatchFile } from '~/fixtures/uploads';
import { ToastRegion, createToastQueue } from '../Toast';
import { FileUpload, type FileUploadFile, type FileUploadProps } from './FileUpload';
import { installFailingCamera, installFakeCamera } from './FileUpload.testing';
import { BULK_UPLOAD_FILE_TYPES, IMAGE_UPLOAD_FILE_TYPES } from './fileRules';

/** Toasts stay until closed so the screenshot is stable. */
const toasts = createToastQueue({ autoDismiss: false });

/** Keeps the chosen file like a page would, and shows the invalid-file message as a toast. */
function UploadDemo(props: FileUploadProps) {
  const [file, setFile] = useState<FileUploadFile | null>(props.file ?? null);
  return (
    <div style={{ width: '30rem' }}>
      <FileUpload
        {...props}
        file={file}
        onSelect={(files) => {
          props.onSelect?.(files);
          setFile(files[0] ?? null);
        }}
        onCapture={
          props.onCapture
            ? (photo) => {
                props.onCapture?.(photo);
                setFile(photo);
              }
            : undefined
        }
        onInvalidFile={(message, rejected) => {
          props.onInvalidFile?.(message, rejected);
          toasts.error(message);
        }}
        onRemove={() => setFile(null)}
      />
      <ToastRegion queue={toasts} />
    </div>
  );
}

const meta = {
  title: 'Design system/FileUpload',
  component: FileUpload,
  render: (args) => <UploadDemo {...args} />,
  args: {
    label: 'Upload bulk verification file',
    description: 'CSV or Excel (.csv, .xls), up to 10 MB',
    acceptedFileTypes: BULK_UPLOAD_FILE_TYPES,
    onSelect: fn(),
    onInvalidFile: fn(),
  },
  beforeEach: () => {
    toasts.clear();
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
};

/** Drags files over the drop area, as the browser would, and drops them when asked. */
function dragFiles(zone: Element, files: File[], { drop }: { drop: boolean }) {
  const data = new DataTransfer();
  files.forEach((file) => data.items.add(file));
  // A DataTransfer made by script allows no operation and has no file-system entries; one dragged
  // from the desktop allows every operation and its items are files.
  Object.defineProperty(data, 'effectAllowed', { configurable: true, value: 'all' });
  Object.defineProperty(data, 'items', {
    configurable: true,
    value: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
  });
  const fire = (type: string) => zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
  fire('dragenter');
  fire('dragover');
  if (drop) fire('drop');
}

const zoneOf = (canvas: ReturnType<typeof within>, name = 'Upload bulk verification file') => {
  const title = canvas.getByText('Drag and drop your file here');
  const zone = title.closest('[data-rac]');
  if (!zone) throw new Error(`No drop zone for ${name}`);
  return zone;
};

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Drag and drop your file here')).toBeVisible();
    await expect(canvas.getByText('CSV or Excel (.csv, .xls), up to 10 MB')).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.csv,application/vnd.ms-excel,text/csv');
    await expect(canvas.queryByRole('button', { name: 'Use camera' })).not.toBeInTheDocument();
    await userEvent.tab();
    const zone = zoneOf(canvas);
    await expect(zone).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toHaveFocus();
  },
};

/** Browsing a CSV selects it; the card shows its name and formatted size; remove clears it. */
export const BrowseFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const csv = bulkCsvFile();
    await userEvent.upload(fileInput(canvasElement), csv);
    await expect(args.onSelect).toHaveBeenCalledWith([csv]);
    await expect(args.onInvalidFile).not.toHaveBeenCalled();
    await expect(await canvas.findByText('acme-bulk-pan-verification.csv')).toBeVisible();
    await expect(canvas.getByText('0.09 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(canvas.queryByText('acme-bulk-pan-verification.csv')).not.toBeInTheDocument();
  },
};

export const DraggingOver: Story = {
  play: async ({ args, canvas }) => {
    const zone = zoneOf(canvas);
    dragFiles(zone, [bulkCsvFile()], { drop: false });
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target', 'true'));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const DropFile: Story = {
  play: async ({ args, canvas }) => {
    const csv = bulkCsvFile();
    const zone = zoneOf(canvas);
    dragFiles(zone, [csv], { drop: true });
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledTimes(1));
    const dropped = (args.onSelect as ReturnType<typeof fn>).mock.calls[0]?.[0] as File[];
    await expect(dropped.map((file) => [file.name, file.type])).toEqual([['acme-bulk-pan-verification.csv', 'text/csv']]);
    await expect(await canvas.findByText('acme-bulk-pan-verification.csv')).toBeVisible();
    await waitFor(() => expect(zone).not.toHaveAttribute('data-drop-target'));
  },
};

export const Uploading: Story = {
  args: { file: bulkBatchFile, progress: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
    await expect(canvas.getByText('acme-bulk-pan-verification-june-2025.csv')).toBeVisible();
    await expect(canvas.getByText('2.38 MB')).toBeVisible();
  },
};

export const Uploaded: Story = {
  args: { file: smallBatchFile, progress: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveTextContent('100%');
    await expect(canvas.getByText('47.00 KB')).toBeVisible();
  },
};

export const LongFileName: Story = {
  args: { file: longNameFile, progress: 12 },
  play: async ({ canvas }) => {
    const name = canvas.getByText(longNameFile.name);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name).toHaveAttribute('title', longNameFile.name);
    await expect(canvas.getByText('18.00 MB')).toBeVisible();
  },
};

/** A .txt picked from the browser's "All files" view: rejected with 'Invalid file format', shown as a toast. */
export const InvalidFile: Story = {
  play: async ({ args, canvasElement }) => {
    const notes = notesTextFile();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), notes);
    await expect(args.onInvalidFile).toHaveBeenCalledWith('Invalid file format', notes);
    await expect(args.onSelect).not.toHaveBeenCalled();
    const toast = await screen.findByRole('alertdialog', { name: 'Invalid file format' });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};

export const CustomInvalidMessage: Story = {
  args: {
    label: 'Upload applicant photo',
    description: 'PNG or JPEG',
    acceptedFileTypes: IMAGE_UPLOAD_FILE_TYPES,
    invalidFileMessage: 'Please upload proper file',
  },
  play: async ({ args, canvas }) => {
    const csv = bulkCsvFile();
    dragFiles(zoneOf(canvas, 'Upload applicant photo'), [csv], { drop: true });
    await waitFor(() => expect(args.onInvalidFile).toHaveBeenCalledWith('Please upload proper file', csv));
    await expect(args.onSelect).not.toHaveBeenCalled();
    const toast = await screen.findByRole('alertdialog', { name: 'Please upload proper file' });
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onCapture: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Use camera' })).toBeDisabled();
  },
};

let camera: ReturnType<typeof installFakeCamera>;

const photoArgs = {
  label: 'Upload applicant photo',
  description: 'PNG or JPEG, or take one with your camera',
  acceptedFileTypes: IMAGE_UPLOAD_FILE_TYPES,
  onCapture: fn(),
} satisfies Partial<FileUploadProps>;

const openCamera = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Use camera' }));
  const dialog = await screen.findByRole('dialog', { name: 'Capture Photo' });
  await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  return dialog;
};

/** The whole flow on a fake camera: Take Photo, Retake, Take Photo, Save Photo → a jpeg File. */
export const WebcamCapture: Story = {
  args: photoArgs,
  beforeEach: () => {
    camera = installFakeCamera();
    return () => camera.restore();
  },
  play: async ({ args, canvas }) => {
    const dialog = await openCamera(canvas);
    await expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { width: 720, height: 480, facingMode: 'user' }, audio: false });
    const take = within(dialog).getByRole('button', { name: 'Take Photo' });
    await waitFor(() => expect(take).toBeEnabled());
    await userEvent.click(take);
    await expect(within(dialog).getByRole('img', { name: 'Captured photo' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retake' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Take Photo' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take Photo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Photo' }));
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledTimes(1));
    const photo = (args.onCapture as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
    await expect(photo).toBeInstanceOf(File);
    await expect(photo.type).toBe('image/jpeg');
    await expect(photo.name).toBe('photo.jpg');
    await expect(photo.size).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Capture Photo' })).not.toBeInTheDocument());
    await expect(camera.streams[0]?.getVideoTracks().map((track) => track.readyState)).toEqual(['ended']);
    await expect(await canvas.findByText('photo.jpg')).toBeVisible();
  },
};

/** The still after Take Photo, with Retake and Save Photo; keyboard reaches both. */
export const WebcamPhotoTaken: Story = {
  args: photoArgs,
  beforeEach: () => {
    camera = installFakeCamera();
    return () => camera.restore();
  },
  play: async ({ canvas }) => {
    const dialog = await openCamera(canvas);
    const take = within(dialog).getByRole('button', { name: 'Take Photo' });
    await waitFor(() => expect(take).toBeEnabled());
    take.focus();
    await userEvent.keyboard('{Enter}');
    const save = await within(dialog).findByRole('button', { name: 'Save Photo' });
    await expect(within(dialog).getByRole('img', { name: 'Captured photo' })).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Retake' })).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
  },
};

export const NoCamera: Story = {
  args: photoArgs,
  beforeEach: () => installFailingCamera('NotFoundError').restore,
  play: async ({ args, canvas }) => {
    const dialog = await openCamera(canvas);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('No camera found');
    await expect(within(dialog).queryByRole('button', { name: 'Take Photo' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(args.onCapture).not.toHaveBeenCalled();
  },
};

let failingCamera: ReturnType<typeof installFailingCamera>;

export const CameraPermissionDenied: Story = {
  args: { ...photoArgs, webcam: { noCameraMessage: 'No camera found on this device' } },
  beforeEach: () => {
    failingCamera = installFailingCamera('NotAllowedError');
    return failingCamera.restore;
  },
  play: async ({ canvas }) => {
    const dialog = await openCamera(canvas);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Camera access was denied. Allow it in your browser settings and try again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(failingCamera.getUserMedia).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Camera access was denied.'));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Capture Photo' })).not.toBeInTheDocument());
    const useCamera = canvas.getByRole('button', { name: 'Use camera' });
    await waitFor(() => expect(useCamera).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Capture Photo' });
    await waitFor(() => expect(within(reopened).getByRole('alert')).toHaveTextContent('Camera access was denied.'));
    await waitFor(() => expect(document.querySelector('[data-entering]')).toBeNull());
  },
};
