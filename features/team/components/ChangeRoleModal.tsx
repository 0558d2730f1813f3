import { useId, useState, type FormEvent } from 'react';
import type { Role } from '~/contract';
import { Button, Modal, Select, Text, toast } from '~/design-system';
import { useUpdateMemberRole, type Member } from '../api';
import { ROLE_LABELS } from '../model/roles';
import { FormStack } from './Team.styles';
import { roleItems } from './roleItems';

export interface ChangeRoleModalProps {
  member: Member | null;
  roles: readonly Role[];
  onClose: () => void;
}

/** Gives an accepted member another role. */
export function ChangeRoleModal({ member, roles, onClose }: ChangeRoleModalProps) {
  const formId = useId();
  const update = useUpdateMemberRole();
  const [role, setRole] = useState<Role | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const chosen = role ?? member?.role ?? null;

  const close = () => {
    setRole(null);
    setFailure(undefined);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!member?.userId || !chosen || isSaving) return;
    setSaving(true);
    try {
      await update(member.userId, chosen);
      toast.success(`${member.name} is now ${ROLE_LABELS[chosen]}`);
      close();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'Something went wrong');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      isOpen={member !== null}
      onOpenChange={(open) => !open && close()}
      title="Change role"
      description={member ? `${member.name} (${member.email})` : undefined}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isSaving} isDisabled={chosen === member?.role}>
            Save
          </Button>
        </>
      }
    >
      <FormStack id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Select label="Role" items={roleItems(roles)} selectedKey={chosen} onSelectionChange={(id) => id && setRole(id as Role)} isRequired />
        {failure && (
          <Text tone="danger" role="alert">
            {failure}
          </Text>
        )}
      </FormStack>
    </Modal>
  );
}
