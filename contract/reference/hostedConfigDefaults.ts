import type { components } from '../types.gen';

/** The theme of the hosted end-user flow until one is saved (document 2 section 3.7). */
export const DEFAULT_HOSTED_CONFIG: components['schemas']['HostedConfig'] = {
  branding: { logo: null, font: 'Arial', primaryColor: '#4462EC', secondaryColor: '#4462EC' },
  text: {
    color: '#1A1A1A',
    title: { color: '#1A1A1A', fontSize: 24 },
    subtitle: { color: '#4D4D4D', fontSize: 18 },
    bodyTitle: { color: '#1A1A1A', fontSize: 16 },
    content: { color: '#4D4D4D', fontSize: 14 },
  },
  buttons: { type: 'Circular', borderRadius: 32 },
  background: { color: '#FFFFFF' },
};

/** The demo organisation's saved theme: seeded by the server, answered by the stories' fixtures. */
export const DEMO_HOSTED_CONFIG: components['schemas']['HostedConfig'] = {
  branding: { logo: null, font: 'Helvetica', primaryColor: '#0F766E', secondaryColor: '#F59E0B' },
  text: {
    color: '#1F2937',
    title: { color: '#0F172A', fontSize: 24 },
    subtitle: { color: '#334155', fontSize: 18 },
    bodyTitle: { color: '#0F172A', fontSize: 16 },
    content: { color: '#475569', fontSize: 14 },
  },
  buttons: { type: 'Rounded', borderRadius: 8 },
  background: { color: '#F8FAFC' },
};
