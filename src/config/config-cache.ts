import { isDeepStrictEqual } from 'node:util';
import v8 from 'node:v8';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';
import { engineFingerprint } from '../core/engine-fingerprint.js';
import type { Position } from '../core/position.js';
import { YamlSource, type YamlPath } from '../core/yaml-source.js';
import type { ConfigSource, SiteConfig } from './types.js';

/**
 * The validated config of an unchanged site.config.yaml, kept in the project cache (issue 19): parsing the YAML with
 * positions and validating it with zod cost a cached rebuild of OpenUBL 40–70 ms. The key is the file's text, where it
 * is, `dev` and fe-docs' code (engineFingerprint: the schema and its defaults are code). Only a config that loaded
 * without any diagnostic and read no other file (a sidebars file) is stored, so a cached load has nothing to report.
 * The entry is V8's serialization (undefined values, key order and all), so the config equals what validation gave,
 * except `source`: a `LazyYamlSource` parses the text again only when a later stage asks for a position.
 */
const VERSION = 'config-cache-v1';

interface Entry {
  config: Omit<SiteConfig, 'source'> & { source: undefined };
  data: unknown;
}

export interface ConfigCacheSlot {
  get(): SiteConfig | undefined;
  set(config: SiteConfig): Promise<void>;
}

/** The cache entry of this config text, or undefined when the cache is off. */
export function configCacheSlot(root: string, configFile: string, text: string, dev: boolean, sourceName: string): ConfigCacheSlot | undefined {
  if (!cacheEnabled()) return undefined;
  const cache = openDiskCache(root, 'config');
  const key = hashKey(VERSION, engineFingerprint(), root, configFile, String(dev), text);
  return {
    get() {
      const bytes = cache.getBytes(key);
      let entry: Entry;
      try {
        if (!bytes) return undefined;
        entry = v8.deserialize(bytes) as Entry;
      } catch {
        return undefined;
      }
      // Assigned in place: `source` keeps its position among the keys.
      const config = entry.config as unknown as { source: ConfigSource };
      config.source = new LazyYamlSource(sourceName, text, entry.data);
      return Object.freeze(config as SiteConfig);
    },
    async set(config) {
      if (config.docs.some((a) => a.versions.some((v) => v.sidebarsFile))) return;
      const entry: Entry = { config: { ...config, source: undefined }, data: config.source.data };
      let bytes: Buffer;
      try {
        bytes = v8.serialize(entry);
        // Class instances would come back as plain objects: such a config is not stored.
        if (!isDeepStrictEqual(v8.deserialize(bytes), entry)) return;
      } catch {
        return; // Functions, symbols: not serializable.
      }
      await cache.setBytes(key, bytes);
    },
  };
}

/** site.config.yaml's values from the cache; positions (for later stages' diagnostics) parse the text on first use. */
class LazyYamlSource implements ConfigSource {
  private parsed: YamlSource | undefined;
  constructor(
    readonly file: string,
    readonly text: string,
    readonly data: unknown,
  ) {}
  private get yaml(): YamlSource {
    return (this.parsed ??= new YamlSource(this.file, this.text));
  }
  locate(p: YamlPath, opts?: { key?: boolean }): Position {
    return this.yaml.locate(p, opts);
  }
  has(p: YamlPath): boolean {
    return this.yaml.has(p);
  }
  find(needle: string): Position | undefined {
    return this.yaml.find(needle);
  }
}
