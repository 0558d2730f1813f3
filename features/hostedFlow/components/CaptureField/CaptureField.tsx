import { useEffect, useId, useRef, useState } from 'react';
import { FieldFrame } from '../FlowField';
import styles from './CaptureField.module.css';

export interface CaptureFieldProps {
  label: string;
  kind: 'document' | 'selfie';
  /** The uploaded file's reference (the `value` of POST /hosted/documents), or ''. */
  value: string;
  onChange: (reference: string) => void;
  /** Uploads the file and answers its reference (POST /hosted/documents). */
  upload: (file: File) => Promise<string>;
  required: boolean;
  error?: string | null;
}

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * A photo of a document or a selfie: on a phone the camera opens (`capture`: the back camera for
 * documents, the front one for selfies); elsewhere a file is chosen. The file is uploaded at once
 * and previewed; the value is its reference on the server.
 */
export function CaptureField({ label, kind, value, onChange, upload, required, error }: CaptureFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setState({ busy: false, problem: 'Choose a photo (JPEG or PNG).' });
    if (file.size > MAX_BYTES) return setState({ busy: false, problem: 'The photo is larger than 5 MB. Take it again at a lower resolution.' });
    setPreview(URL.createObjectURL(file));
    setState({ busy: true, problem: null });
    onChange('');
    try {
      onChange(await upload(file));
      setState({ busy: false, problem: null });
    } catch (reason) {
      setPreview(null);
      setState({ busy: false, problem: reason instanceof Error ? `The upload failed: ${reason.message}` : 'The upload failed. Try again.' });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const shownError = state.problem ?? error;
  const uploaded = value !== '' && !state.busy;
  const title = kind === 'selfie' ? 'Take a selfie' : 'Take a photo or upload';
  const text = kind === 'selfie' ? 'Your front camera opens on a phone' : 'JPEG or PNG, up to 5 MB';

  return (
    <FieldFrame id={id} label={label} required={required} error={shownError}>
      <input
        ref={input}
        className={styles.input}
        id={id}
        type="file"
        accept="image/*"
        capture={kind === 'selfie' ? 'user' : 'environment'}
        onChange={(event) => void choose(event.target.files?.[0])}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : `${id}-status`}
      />
      {preview || uploaded ? (
        <div className={styles.preview} data-busy={state.busy || undefined}>
          {preview ? <img className={styles.image} data-round={kind === 'selfie' || undefined} src={preview} alt={`Preview of ${label.toLowerCase()}`} /> : null}
          <div className={styles.meta}>
            <span className={styles.status} id={`${id}-status`} role="status" data-done={uploaded || undefined}>
              {uploaded ? (
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm3.2 4.3L7 9.5 4.8 7.3 3.7 8.4 7 11.7l5.3-5.3-1.1-1.1Z" fill="currentColor" />
                </svg>
              ) : null}
              {state.busy ? 'Uploading…' : 'Uploaded'}
            </span>
            <label className={styles.retake} htmlFor={id}>
              {kind === 'selfie' ? 'Retake selfie' : 'Retake photo'}
            </label>
          </div>
        </div>
      ) : (
        <label className={styles.drop} htmlFor={id} data-invalid={shownError ? '' : undefined}>
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            {kind === 'selfie' ? (
              <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />
            ) : (
              <path d="M3 8a2 2 0 0 1 2-2h2l2-2h6l2 2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8Zm9 9a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />
            )}
          </svg>
          <span className={styles.dropTitle}>{title}</span>
          <span className={styles.dropText} id={`${id}-status`}>
            {text}
          </span>
        </label>
      )}
    </FieldFrame>
  );
}
