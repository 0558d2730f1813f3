import { useEffect, useRef, useState } from 'react';
import type { PressEvent } from 'react-aria-components';
import { CameraOff } from 'lucide-react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';
import { CameraFrame, CameraMessage } from './FileUploadWebcam.styles';
import { CAPTURE_MIME_TYPE, WEBCAM_CONSTRAINTS, WEBCAM_HEIGHT, WEBCAM_WIDTH, cameraErrorKind, type CameraErrorKind } from './fileRules';

type Status = 'starting' | 'live' | 'captured' | 'error';

export interface FileUploadWebcamProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the saved photo: a jpeg File. The dialog then closes. */
  onCapture: (file: File) => void;
  /** Name of the saved file. */
  fileName?: string;
  title?: string;
  takePhotoLabel?: string;
  savePhotoLabel?: string;
  retakeLabel?: string;
  cancelLabel?: string;
  retryLabel?: string;
  closeLabel?: string;
  startingMessage?: string;
  /** Shown when the device has no camera (or none that meets 720 by 480). */
  noCameraMessage?: string;
  /** Shown when the browser or the user refused access to the camera. */
  permissionDeniedMessage?: string;
  /** Shown when the camera exists but could not be started (in use elsewhere, say). */
  cameraErrorMessage?: string;
  previewLabel?: string;
  photoLabel?: string;
}

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The 'Capture Photo' dialog: a live front-camera preview at 720 by 480, Take Photo, Retake and
 * Save Photo, which hands over a jpeg File. Without a camera, or without permission, it says so.
 */
export function FileUploadWebcam({
  isOpen,
  onOpenChange,
  onCapture,
  fileName = 'photo.jpg',
  title = 'Capture Photo',
  takePhotoLabel = 'Take Photo',
  savePhotoLabel = 'Save Photo',
  retakeLabel = 'Retake',
  cancelLabel = 'Cancel',
  retryLabel = 'Try again',
  closeLabel = 'Close',
  startingMessage = 'Starting camera…',
  noCameraMessage = 'No camera found',
  permissionDeniedMessage = 'Camera access was denied. Allow it in your browser settings and try again.',
  cameraErrorMessage = 'The camera could not be started. Close other apps using it and try again.',
  previewLabel = 'Camera preview',
  photoLabel = 'Captured photo',
}: FileUploadWebcamProps) {
  const [status, setStatus] = useState<Status>('starting');
  const [errorKind, setErrorKind] = useState<CameraErrorKind>('no-camera');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [isReady, setReady] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [isSaving, setSaving] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!isOpen) return undefined;
    let cancelled = false;
    let current: MediaStream | null = null;
    const fail = (error: unknown) => {
      if (cancelled) return;
      setErrorKind(cameraErrorKind(error));
      setStatus('error');
    };
    const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!mediaDevices?.getUserMedia) {
      void Promise.resolve().then(() => fail(new DOMException('No media devices', 'NotFoundError')));
    } else {
      mediaDevices.getUserMedia(WEBCAM_CONSTRAINTS).then((next) => {
        if (cancelled) {
          stopStream(next);
          return;
        }
        current = next;
        setStream(next);
        setStatus('live');
      }, fail);
    }
    return () => {
      cancelled = true;
      stopStream(current);
    };
  }, [isOpen, attempt]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);

  const reset = () => {
    setStatus('starting');
    setStream(null);
    setReady(false);
    setSaving(false);
  };

  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const retry = (event: PressEvent) => {
    const dialog = event.target.closest('[role="dialog"]');
    reset();
    setAttempt((count) => count + 1);
    // The pressed button becomes Take Photo, disabled until the camera runs: if that drops the focus,
    // put it on Cancel so it stays in the dialog.
    requestAnimationFrame(() => {
      if (dialog && !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('[data-vf-webcam-secondary]')?.focus();
    });
  };

  const takePhoto = () => {
    const video = videoRef.current;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!video || !canvas || !context) return;
    canvas.width = video.videoWidth || WEBCAM_WIDTH;
    canvas.height = video.videoHeight || WEBCAM_HEIGHT;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    setStatus('captured');
  };

  const savePhoto = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setSaving(true);
    canvas.toBlob((blob) => {
      if (!blob) {
        setSaving(false);
        return;
      }
      onCapture(new File([blob], fileName, { type: CAPTURE_MIME_TYPE }));
      changeOpen(false);
    }, CAPTURE_MIME_TYPE);
  };

  const errorMessage = { 'no-camera': noCameraMessage, denied: permissionDeniedMessage, unavailable: cameraErrorMessage }[errorKind];

  let footer;
  if (status === 'captured') {
    footer = (
      <>
        <Button variant="secondary" onPress={() => setStatus('live')} isDisabled={isSaving}>
          {retakeLabel}
        </Button>
        <Button onPress={savePhoto} isDisabled={isSaving}>
          {savePhotoLabel}
        </Button>
      </>
    );
  } else if (status === 'error') {
    footer = (
      <>
        <Button variant="secondary" onPress={() => changeOpen(false)} data-vf-webcam-secondary="">
          {closeLabel}
        </Button>
        <Button onPress={retry}>{retryLabel}</Button>
      </>
    );
  } else {
    footer = (
      <>
        <Button variant="secondary" onPress={() => changeOpen(false)} data-vf-webcam-secondary="">
          {cancelLabel}
        </Button>
        <Button onPress={takePhoto} isDisabled={status !== 'live' || !isReady}>
          {takePhotoLabel}
        </Button>
      </>
    );
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={changeOpen} title={title} size="md" footer={footer} closeLabel={closeLabel}>
      <CameraFrame>
        {/* A live camera preview, without audio: nothing to caption. */}
        <video
          ref={videoRef}
          aria-label={previewLabel}
          autoPlay
          muted
          playsInline
          hidden={status !== 'live'}
          onLoadedData={() => setReady(true)}
        />
        <canvas ref={canvasRef} role="img" aria-label={photoLabel} hidden={status !== 'captured'} />
        {status === 'starting' && (
          <CameraMessage role="status">
            <Spinner size="md" />
            {startingMessage}
          </CameraMessage>
        )}
        {status === 'error' && (
          <CameraMessage role="alert">
            <CameraOff aria-hidden />
            {errorMessage}
          </CameraMessage>
        )}
      </CameraFrame>
    </Modal>
  );
}
