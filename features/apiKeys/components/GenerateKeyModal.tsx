import { useId, useState, type FormEvent } from 'react';
import { Button, CopyButton, Icon, Modal, Text, TextField } from '~/design-system';
import { useGenerateCredential, type NewCredential } from '../api';
import { ModalBody, SecretBox, Warning } from './ApiKeys.styles';

export const SECRET_WARNING = 'Copy this key now and keep it somewhere safe. For your security it will not be shown again.';
const APP_NAME_MAX = 64;

export interface GenerateKeyModalProps {
  isOpen: boolean;
  onClose: () => void;
  modeLabel: string;
}

function appNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Required Field';
  if (trimmed.length > APP_NAME_MAX) return `At most ${APP_NAME_MAX} characters`;
  return undefined;
}

/**
 * Asks for the app name, generates the key, then shows its secret once with a copy button. The
 * secret lives only in this component's state and is dropped when the modal closes.
 */
export function GenerateKeyModal({ isOpen, onClose, modeLabel }: GenerateKeyModalProps) {
  const formId = useId();
  const [appName, setAppName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [created, setCreated] = useState<NewCredential | null>(null);
  const generate = useGenerateCredential();
  const [isMutating, setMutating] = useState(false);
  const error = serverError ?? (touched ? appNameError(appName) : undefined);

  const close = () => {
    setAppName('');
    setTouched(false);
    setServerError(undefined);
    setCreated(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (appNameError(appName) || isMutating) return;
    setMutating(true);
    try {
      setCreated(await generate(appName.trim()));
    } catch (failure) {
      setServerError(failure instanceof Error && failure.message ? failure.message : 'Something went wrong');
    } finally {
      setMutating(false);
    }
  };

  return (
    <>
      <Modal
        isOpen={created !== null}
        onOpenChange={(open) => !open && close()}
        title="API key generated"
        description={created ? `${created.app_name}, ${modeLabel}` : undefined}
        isDismissable={false}
        footer={<Button onPress={close}>Done</Button>}
      >
        <ModalBody>
          <Warning role="note">
            <Icon name="warning" size="sm" />
            <span>{SECRET_WARNING}</span>
          </Warning>
          <SecretBox>
            <code aria-label="API key">{created?.secret}</code>
            <CopyButton value={created?.secret ?? ''} label="Copy API key" />
          </SecretBox>
          <Text tone="muted" variant="small">
            Send it in the Authorization header as Bearer {'<key>'} to the {modeLabel} API.
          </Text>
        </ModalBody>
      </Modal>
      <Modal
        isOpen={isOpen && created === null}
        onOpenChange={(open) => !open && close()}
        title="Generate API Key"
        description={`The key works only in ${modeLabel}.`}
        footer={
          <>
            <Button variant="secondary" onPress={close} isDisabled={isMutating}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={isMutating}>
              Generate
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label="App name"
            placeholder="Eg. Checkout backend"
            description="Which application will use the key; unique among this mode's keys."
            value={appName}
            onChange={(value) => {
              setAppName(value);
              setServerError(undefined);
            }}
            onBlur={() => setTouched(true)}
            isRequired
            isInvalid={error !== undefined}
            errorMessage={error}
          />
        </form>
      </Modal>
    </>
  );
}
