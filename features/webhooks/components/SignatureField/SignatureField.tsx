import { useEffect, useId, useRef, useState } from 'react';
import { CopyButton, IconButton, Spinner } from '~/design-system';
import { useFetchWebhookSecret } from '../../api';
import { webhookErrorMessage } from '../../model';
import { FieldError, FieldLabelText, FieldRoot, HiddenText, Value, ValueRow } from './SignatureField.styles';

/** What the masked value shows: as many dots as a secret roughly has, so the field keeps its width. */
export const MASKED_SIGNATURE = '•'.repeat(24);

export interface SignatureFieldProps {
  webhookId: string;
  /** The field's label ('Signature' in the detail's Overview, 'Webhook Signature' in the create dialog). */
  label?: string;
}

type SecretState = { kind: 'hidden' } | { kind: 'loading' } | { kind: 'shown'; key: string } | { kind: 'failed'; message: string };

/**
 * A webhook's signing secret (document 3 section 4): masked by default; the eye reveals it, reading
 * it from GET /platform/webhooks/{id}/secret each time (every read is audited, so it is not kept once
 * hidden), and offers a copy button; pressing the eye again masks it.
 */
export function SignatureField({ webhookId, label = 'Signature' }: SignatureFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const fetchSecret = useFetchWebhookSecret();
  // The state belongs to one webhook: shown for another, the field starts masked again.
  const [held, setHeld] = useState<{ webhookId: string; state: SecretState }>({ webhookId, state: { kind: 'hidden' } });
  const state: SecretState = held.webhookId === webhookId ? held.state : { kind: 'hidden' };
  const request = useRef(0);
  const name = label.toLowerCase();

  // Another webhook, or the field going away: an answer still on its way is dropped.
  useEffect(
    () => () => {
      request.current += 1;
    },
    [webhookId],
  );

  const reveal = async () => {
    const run = ++request.current;
    const set = (next: SecretState) => {
      if (run === request.current) setHeld({ webhookId, state: next });
    };
    set({ kind: 'loading' });
    try {
      set({ kind: 'shown', key: (await fetchSecret(webhookId)).key });
    } catch (error) {
      set({ kind: 'failed', message: webhookErrorMessage(error) });
    }
  };

  const hide = () => {
    request.current += 1;
    setHeld({ webhookId, state: { kind: 'hidden' } });
  };

  const isShown = state.kind === 'shown' || state.kind === 'loading';
  return (
    <FieldRoot role="group" aria-labelledby={labelId} aria-describedby={state.kind === 'failed' ? errorId : undefined}>
      <FieldLabelText id={labelId}>{label}</FieldLabelText>
      <ValueRow>
        {state.kind === 'shown' ? (
          <Value data-state="shown">
            {state.key}
          </Value>
        ) : state.kind === 'loading' ? (
          <Value data-state="loading">
            <Spinner size="sm" label={`Loading ${name}`} />
          </Value>
        ) : (
          <Value data-state="masked">
            <span aria-hidden="true">{MASKED_SIGNATURE}</span>
            <HiddenText>Hidden</HiddenText>
          </Value>
        )}
        {state.kind === 'shown' && <CopyButton value={state.key} label={`Copy ${name}`} />}
        <IconButton
          icon={isShown ? 'eyeOff' : 'eye'}
          label={isShown ? `Hide ${name}` : `Show ${name}`}
          size="sm"
          variant="ghost"
          onPress={() => (isShown ? hide() : void reveal())}
        />
      </ValueRow>
      {state.kind === 'failed' && (
        <FieldError id={errorId} role="alert">
          {state.message}
        </FieldError>
      )}
    </FieldRoot>
  );
}
