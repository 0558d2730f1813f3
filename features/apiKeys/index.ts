export { ApiKeysPage } from './pages/ApiKeysPage';
