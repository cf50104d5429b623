import type { YamlPath } from '../core/yaml-source.js';
import type { SiteConfig } from './types.js';

/** Which configured image the app icons come from, with its place in site.config.yaml for messages. */
export function iconSource(config: SiteConfig): { src: string; configPath: YamlPath } | undefined {
  if (config.pwa.icon) return { src: config.pwa.icon, configPath: ['pwa', 'icon'] };
  if (config.navbar.logo?.src) return { src: config.navbar.logo.src, configPath: ['navbar', 'logo', 'src'] };
  if (config.favicon) return { src: config.favicon, configPath: ['favicon'] };
  return undefined;
}
