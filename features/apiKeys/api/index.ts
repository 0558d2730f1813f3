export { useCredentials, credentialsKey, type Credential, type CredentialList } from './credentials';
export { useGenerateCredential, type NewCredential } from './generateCredential';
export { useToggleCredential } from './toggleCredential';
export { useRevokeCredential } from './revokeCredential';
