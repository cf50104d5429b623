/**
 * authors.yml `socials`: a handle per platform, or a full URL (the format Docusaurus' blog reads). Handles of the
 * platforms below become their profile URLs; any other platform needs a full URL.
 */
const PROFILE_URL: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (address) => `mailto:${address}`,
};

/** The names shown for the platforms above (links are text: the theme draws no brand logos). */
export const PLATFORM_LABELS: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
  email: 'Email',
};

/** The profile URLs of an authors.yml `socials` mapping; a value that is neither a handle nor a URL is a problem. */
export function normalizeSocials(socials: Record<string, unknown>): { socials: Record<string, string>; problems: { platform: string; message: string }[] } {
  const out: Record<string, string> = {};
  const problems: { platform: string; message: string }[] = [];
  for (const [platform, raw] of Object.entries(socials)) {
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string' || !value) {
      problems.push({ platform, message: `\`socials.${platform}\` must be a handle or a URL.` });
      continue;
    }
    const key = platform.toLowerCase();
    if (/^(?:https?:\/\/|mailto:)/.test(value)) out[key] = value;
    else if (value.includes('/') || !PROFILE_URL[key])
      problems.push({
        platform,
        message: `\`socials.${platform}\`: '${value}' is not a URL${PROFILE_URL[key] ? ' or a handle' : ', and fe-docs knows no profile address for this platform'}.`,
      });
    else out[key] = PROFILE_URL[key](value);
  }
  return { socials: out, problems };
}

/**
 * An author key as a URL segment, split into words as lodash's `kebabCase` (which Docusaurus uses for `page: true`)
 * splits them: at case changes, between letters and digits, and at anything that is not a letter or digit; accents
 * dropped.
 */
export function authorSlug(key: string): string {
  return (
    key
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+/gu)
      ?.map((w) => w.toLowerCase())
      .join('-') ?? ''
  );
}
