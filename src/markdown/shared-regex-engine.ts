import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;
type Searched = string | RegexEngineString;

/**
 * One compiled pattern, shared by every scanner that lists it, with the result of its last search. A grammar's
 * rules list the same patterns over and over (each rule's scanner holds every pattern it can reach, in up to four
 * `\A`/`\G` variants): tessera's 186 blocks made 136 scanners of 4,268 patterns, of which 913 differ, and compiling
 * them in Oniguruma was most of a cold build's highlighting time.
 */
interface SharedPattern {
  scanner: PatternScanner;
  /** `\G` matches where the search starts, so the last result says nothing about a search from elsewhere. */
  anchoredToStart: boolean;
  string?: Searched;
  from: number;
  options: number;
  match: Match;
}

/**
 * Wraps a regex engine so that each distinct pattern is compiled once and scanners search their patterns one by
 * one, as vscode-oniguruma's scanner does: the match that starts first wins, the earlier pattern on a tie.
 * Oniguruma's own scanner finds the same match (a pattern's match at a position does not depend on where the search
 * began, except through `\G`); each pattern's last result on a line is reused while it still lies ahead, as
 * vscode-oniguruma does for long lines. The tokens are the same, checked on every block of this site and tessera.
 */
export function withSharedPatterns(engine: RegexEngine): RegexEngine {
  const patterns = new Map<string, SharedPattern>();
  const shared = (source: string): SharedPattern => {
    let p = patterns.get(source);
    if (!p) {
      // Oniguruma's check: a backslash before a G anywhere in the source (also `\\G`, which is no anchor; harmless).
      p = { scanner: engine.createScanner([source]), anchoredToStart: source.includes('\\G'), from: 0, options: 0, match: null };
      patterns.set(source, p);
    }
    return p;
  };
  return {
    createString: (s) => engine.createString(s),
    createScanner(sources) {
      // Grammars of the Oniguruma engine give strings; a precompiled RegExp has no Oniguruma source to share.
      if (sources.some((s) => typeof s !== 'string')) return engine.createScanner(sources);
      const parts = (sources as string[]).map(shared);
      return {
        findNextMatchSync(string, from, options) {
          const opts = typeof options === 'number' ? options : 0;
          let best: Match = null;
          let bestIndex = -1;
          for (let i = 0; i < parts.length; i++) {
            const p = parts[i];
            let match: Match;
            if (
              !p.anchoredToStart &&
              p.string === string &&
              p.options === opts &&
              p.from <= from &&
              (p.match === null || p.match.captureIndices[0].start >= from)
            ) {
              match = p.match;
            } else {
              match = p.scanner.findNextMatchSync(string, from, opts);
              p.string = string;
              p.from = from;
              p.options = opts;
              p.match = match;
            }
            if (match && (best === null || match.captureIndices[0].start < best.captureIndices[0].start)) {
              best = match;
              bestIndex = i;
              // Nothing can start before the search position.
              if (match.captureIndices[0].start === from) break;
            }
          }
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
        // The patterns belong to every scanner that lists them, and live as long as the highlighter.
        dispose() {},
      } as PatternScanner;
    },
  };
}
