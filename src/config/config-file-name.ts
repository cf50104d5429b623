/** The site's configuration file. A leaf module: the CLI's main thread names it without loading yaml and zod. */
export const CONFIG_FILE = 'site.config.yaml';
