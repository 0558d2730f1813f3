export { OnboardingWizard } from './pages/OnboardingWizard';
export { CreateOrganisationPage } from './pages/CreateOrganisationPage';
