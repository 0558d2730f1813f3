export { ApiKeysPage } from './pages/ApiKeysPage';
// The editor's Integrate panel (features/workflows) lists the organisation's keys.
export { useCredentials, type Credential } from './api/credentials';
