import { useState } from 'react';
import { Badge, Button, ConfirmModal, Icon, Text, toast } from '~/design-system';
import { hasModeSwitch, useMode, useOrgSettings, usePermissions } from '~/lib/session';
import { useCredentials, useRevokeCredential, useToggleCredential, type Credential } from '../api';
import { ApiKeysTable } from '../components/ApiKeysTable';
import { Page, Toolbar, ToolbarText } from '../components/ApiKeys.styles';
import { GenerateKeyModal } from '../components/GenerateKeyModal';

export const KEY_DELETED = 'Api Key deleted successfully';
const FAILED = 'Something went wrong';
/** What a toggle did (issue 15: every action says what happened; the specification gives no text). */
export const keyToggledMessage = (credential: Pick<Credential, 'app_name' | 'status'>) =>
  `API key ${credential.app_name} is now ${credential.status === 'active' ? 'active' : 'inactive'}`;

/**
 * /admin/api-keys (document 1 section 4.5): the keys of the current mode (test and live keys are
 * separate), generated, switched on and off, and revoked as the user's credential permissions allow.
 */
export function ApiKeysPage() {
  const [mode] = useMode();
  const canSwitchMode = hasModeSwitch(useOrgSettings());
  const permissions = usePermissions().for('credential');
  const credentials = useCredentials();
  const toggle = useToggleCredential();
  const revoke = useRevokeCredential();
  const [generating, setGenerating] = useState(false);
  const [revoking, setRevoking] = useState<Credential | null>(null);
  const [isRevoking, setIsRevoking] = useState(false);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const modeLabel = `${mode} mode`;

  const onToggle = async (credential: Credential) => {
    setPendingIds((ids) => new Set(ids).add(credential.credentialId));
    try {
      const saved = await toggle(credential);
      toast.success(keyToggledMessage(saved));
    } catch {
      toast.error(FAILED);
    } finally {
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(credential.credentialId);
        return next;
      });
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    setIsRevoking(true);
    try {
      await revoke(revoking.credentialId);
      toast.success(KEY_DELETED);
      setRevoking(null);
    } catch {
      toast.error(FAILED);
    } finally {
      setIsRevoking(false);
    }
  };

  return (
    <Page>
      <Toolbar>
        <ToolbarText>
          <Badge tone={mode === 'live' ? 'info' : 'warning'}>{mode === 'live' ? 'Live mode' : 'Test mode'}</Badge>
          <Text tone="muted">
            Keys of {modeLabel}.{canSwitchMode && " Switch mode to see the other environment's keys."}
          </Text>
        </ToolbarText>
        {permissions.canCreate && (
          <Button onPress={() => setGenerating(true)} iconStart={<Icon name="plus" size="sm" />}>
            Generate API Key
          </Button>
        )}
      </Toolbar>
      <ApiKeysTable
        credentials={credentials.data?.credentials ?? []}
        isLoading={!credentials.data && !credentials.error}
        error={credentials.error}
        canToggle={permissions.canUpdate}
        canRevoke={permissions.canDelete}
        pendingIds={pendingIds}
        onToggle={(credential) => void onToggle(credential)}
        onRevoke={setRevoking}
      />
      <GenerateKeyModal isOpen={generating} onClose={() => setGenerating(false)} modeLabel={modeLabel} />
      <ConfirmModal
        isOpen={revoking !== null}
        title="Revoke API key?"
        message={revoking ? `${revoking.app_name} stops working at once. Applications using it will be refused.` : undefined}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        tone="danger"
        isLoading={isRevoking}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      />
    </Page>
  );
}
