import { useId, useState, type FormEvent } from 'react';
import type { Role } from '~/contract';
import { isApiError } from '~/lib/api';
import { Button, Modal, Select, TextField, toast } from '~/design-system';
import { useCreateInvitation } from '../api';
import { FormStack } from './Team.styles';
import { roleItems } from './roleItems';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteMemberModalProps {
  isOpen: boolean;
  onClose: () => void;
  roles: readonly Role[];
}

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Required Field';
  return EMAIL.test(email.trim()) ? undefined : 'Enter a valid e-mail address';
}

/** Invites someone by e-mail with a role; the server's answer (409 already invited, 422 already a member) shows on the field. */
export function InviteMemberModal({ isOpen, onClose, roles }: InviteMemberModalProps) {
  const formId = useId();
  const invite = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const [isSending, setSending] = useState(false);
  const error = serverError ?? (touched ? emailError(email) : undefined);

  const close = () => {
    setEmail('');
    setRole('member');
    setTouched(false);
    setServerError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (emailError(email) || isSending) return;
    setSending(true);
    try {
      await invite({ email: email.trim(), role });
      toast.success(`Invitation sent to ${email.trim()}`);
      close();
    } catch (failure) {
      setServerError(isApiError(failure) && (failure.status === 409 || failure.status === 422) ? `${failure.message}: ${failure.description}` : 'Something went wrong');
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title="Invite member"
      description="They get an e-mail with a sign-in link that adds them to this organisation."
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isSending}>
            Send invitation
          </Button>
        </>
      }
    >
      <FormStack id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="E-mail"
          type="email"
          placeholder="name@company.com"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setServerError(undefined);
          }}
          onBlur={() => setTouched(true)}
          isRequired
          isInvalid={error !== undefined}
          errorMessage={error}
        />
        <Select label="Role" items={roleItems(roles)} selectedKey={role} onSelectionChange={(id) => id && setRole(id as Role)} isRequired />
      </FormStack>
    </Modal>
  );
}
