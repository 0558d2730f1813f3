import type { components } from '~/contract';

type Schemas = components['schemas'];
export type HostedConfig = Schemas['HostedConfig'];
export type HostedConfigPatch = Schemas['HostedConfigPatch'];

/** The theme shown until one is saved (document 2 section 3.7). */
export { DEFAULT_HOSTED_CONFIG } from '~/contract/reference';

const upper = (color: string) => color.toUpperCase();

/** Colours are saved upper-cased (document 2 section 5.8). */
export function normaliseHostedConfig(config: HostedConfig): HostedConfig {
  const style = (s: HostedConfig['text']['title']) => ({ color: upper(s.color), fontSize: s.fontSize });
  return {
    branding: { ...config.branding, primaryColor: upper(config.branding.primaryColor), secondaryColor: upper(config.branding.secondaryColor) },
    text: {
      color: upper(config.text.color),
      title: style(config.text.title),
      subtitle: style(config.text.subtitle),
      bodyTitle: style(config.text.bodyTitle),
      content: style(config.text.content),
    },
    buttons: { ...config.buttons },
    background: { color: upper(config.background.color) },
  };
}

/** The saved theme with the parts of the patch replacing their counterparts. */
export function mergeHostedConfig(saved: HostedConfig, patch: HostedConfigPatch): HostedConfig {
  const text = patch.text ?? {};
  const merged: HostedConfig = {
    branding: { ...saved.branding, ...patch.branding },
    text: {
      color: text.color ?? saved.text.color,
      title: { ...saved.text.title, ...text.title },
      subtitle: { ...saved.text.subtitle, ...text.subtitle },
      bodyTitle: { ...saved.text.bodyTitle, ...text.bodyTitle },
      content: { ...saved.text.content, ...text.content },
    },
    buttons: { ...saved.buttons, ...patch.buttons },
    background: { ...saved.background, ...patch.background },
  };
  return normaliseHostedConfig(merged);
}
