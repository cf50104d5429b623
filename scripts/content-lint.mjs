// Content style gate for the OpenUBL site (issue 21): the term, filler and heading rules of docs/content-conventions.md
// that a machine can check. Prose only: fenced code, inline code, URLs, link targets and front-matter keys that are not
// prose are blanked out (same length, so columns and lines stay right). Usage: node scripts/content-lint.mjs [root]
// Exit status 1 and one `file:line:col  found → use` line per problem when something is wrong.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * One term per thing: [pattern, what to write instead]. Patterns are case-insensitive unless they say otherwise. Words
 * are joined by `\s+`, so a phrase that a line break or a link bracket splits (`el [release …](…)`) still counts.
 */
export const TERM_RULES = [
  [/\blibrer[ií]a\b/giu, 'biblioteca'],
  [/\blibrer[ií]as\b/giu, 'bibliotecas'],
  [/\b(?:el|al)\s+API\b/gu, 'la API / a la API'],
  [/\bdel\s+API\b/gu, 'de la API'],
  [/\baccess\s+token\b/giu, 'token de acceso'],
  [/\bchangelog\b/giu, 'notas de la versión'],
  [/\bregistro\s+de\s+cambios\b/giu, 'notas de la versión'],
  // "release" survives only in URLs, code, the `release` tag and the English gloss "(release candidate)".
  [/\brelease\b(?!\s+candidate\b)/giu, 'la versión'],
  [/\breleases\b/giu, 'las versiones / versiones publicadas'],
  [/\bsetea(?:r|s|do|da)?\b/giu, 'asigna / configura'],
  [/\bcustomiza\w*/giu, 'personaliza'],
  [/\b(?:a|de|en|por|con|para|ante|que)\s+SUNAT\b/gu, 'la SUNAT (con artículo)'],
  [/\bSunat\b/gu, 'SUNAT'],
  [/\bMaven\s+central\b/gu, 'Maven Central'],
  [/\bXMLs\b/gu, 'los XML (sin -s)'],
  [/\bopen\s+source\b/giu, 'código abierto'],
  [/\benricher\b/giu, 'enriquecedor (en código, `ContentEnricher`)'],
  [/\bdocumento\s+electr[oó]nico\b/giu, 'comprobante electrónico'],
  [/\bdocumentos\s+electr[oó]nicos\b/giu, 'comprobantes electrónicos'],
];

/** Links: one front end for Maven Central across the site. Checked on link targets and bare URLs, not on prose. */
export const LINK_RULES = [
  [
    /https?:\/\/(?:search\.maven\.org|mvnrepository\.com|repo1?\.maven\.org\/maven2)\/[^\s)>\]"']*/giu,
    'https://central.sonatype.com/artifact/<groupId>/<artifactId>[/<versión>]',
  ],
];

/** Filler and hedging: say the fact (verified against the source) or leave it out. */
export const FILLER_RULES = [
  [/\bSegún\s+el\s+historial\b/giu, 'di el cambio sin muletilla'],
  [/\bsi\s+el\s+enlace\s+no\s+abre\b/giu, 'enlaza a un destino que exista'],
  [/\bhistorial\s+de\s+commits\b|\bel\s+historial\s+no\b/giu, 'di qué cambió, sin hablar de cómo lo averiguaste'],
  [/\bno\s+lo\s+hemos\s+comprobado\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bprobablemente\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bhasta\s+donde\s+sabemos\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bsegún\s+la\s+guía\s+original\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bno\s+(?:podemos|pudimos)\s+(?:detallar|resumir|listar|reconstruir)\b/giu, 'si no hay datos, escribe menos'],
];

/** Task headings are imperative (tú): the infinitive that opens a heading, and the form to use. */
const INFINITIVE_HEADINGS = {
  crear: 'Crea',
  enviar: 'Envía',
  consultar: 'Consulta',
  obtener: 'Obtén',
  configurar: 'Configura',
  instalar: 'Instala',
  firmar: 'Firma',
  leer: 'Lee',
  validar: 'Valida',
  descargar: 'Descarga',
  agregar: 'Agrega',
  usar: 'Usa',
  inicializar: 'Inicializa',
  inyectar: 'Inyecta',
  definir: 'Define',
  activar: 'Activa',
  cargar: 'Carga',
  convertir: 'Convierte',
  guardar: 'Guarda',
  involucrar: 'Participa',
  importar: 'Importa',
  generar: 'Genera',
};

/** Words a heading may capitalise after its first word (sentence case): names of products, people and standards. */
export const PROPER_NOUNS = new Set(
  (
    'API APIs Auth Basic Boot Builder Central Compose Docker GitHub Gradle Java JavaScript Keycloak Kubernetes Maven ' +
    'Minikube OIDC OpenUBL Perú PostgreSQL Project Quarkus Searchpe Spring SUNAT Ublhub XBuilder XHandler XSender ' +
    'Zulip Helm Camel Apache Jakarta Lombok Qute Linux Windows macOS Tomcat OpenAPI ICBPER IGV CDR RUC DNI XML UBL ' +
    'Catálogo SOL Carlos Feria'
  ).split(' '),
);

/**
 * What stands in for text that is not prose. It is not whitespace, so a term rule's `\s+` never joins two words across
 * a code span or a URL ("el `Api` API" is not "el API"), and it keeps lines and columns where they were.
 */
const GAP = '\u0000';
const blank = (s) => s.replace(/[^\n]/g, GAP);

/** The prose of a file, with everything that is not prose blanked out. */
export function proseOf(text, file = '') {
  let t = text;
  if (file.endsWith('.tsx')) {
    // Only string literals of a TSX page are prose.
    let out = blank(t);
    for (const m of t.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|>[^<>{}]+</g)) {
      if (/^['"](?:\.{0,2}\/|@|node:|react)/.test(m[0])) continue;
      out = out.slice(0, m.index) + m[0] + out.slice(m.index + m[0].length);
    }
    return out;
  }
  if (/\.ya?ml$/.test(file)) t = t.replace(/(^|\s)#.*$/gm, (c, lead) => lead + blank(c.slice(lead.length)));
  t = t.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank);
  t = t.replace(/^---\n[\s\S]*?\n---$/m, (fm) => fm.replace(/^(?!(?:title|description|sidebar_label|label):).*$/gm, blank));
  t = t.replace(/`[^`\n]+`/g, blank);
  // A link's text is prose, read as if the brackets were spaces (a phrase such as "el [release 4.0.1](…)" is one
  // phrase); its target is not.
  t = t.replace(/(!?\[)([^\[\]]*)(\]\([^)\n]*\))/g, (_m, open, label, target) => ' '.repeat(open.length) + label + blank(target));
  t = t.replace(/\]\([^)\n]*\)/g, blank);
  t = t.replace(/https?:\/\/\S+/g, blank);
  // Emphasis marks are read as spaces, so `\b` sees the word inside "_open source_" or "**el release**".
  t = t.replace(/[*_]/g, ' ');
  t = t.replace(/\{#[^}\n]+\}/g, blank);
  t = t.replace(/<!--[\s\S]*?-->/g, blank);
  t = t.replace(/^\s*(?:::+\w*|:::+)\{[^}\n]*\}.*$/gm, blank);
  return t;
}

function position(text, index) {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, col: index - before.lastIndexOf('\n') };
}

/** Problems of one file's text: {line, col, found, use, rule}. */
export function lintText(text, file = 'x.md') {
  const prose = proseOf(text, file);
  // Link targets and bare URLs: the whole text but fenced code (a URL in a sample is the sample's business).
  const links = file.endsWith('.tsx') ? text : text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank);
  const problems = [];
  for (const [rules, kind, where] of [
    [TERM_RULES, 'term', prose],
    [FILLER_RULES, 'filler', prose],
    [LINK_RULES, 'link', links],
  ]) {
    for (const [re, use] of rules) {
      for (const m of where.matchAll(re)) {
        problems.push({ ...position(where, m.index), found: m[0].replace(/\s+/g, ' '), use, rule: kind });
      }
    }
  }
  if (file.endsWith('.md')) {
    const lines = prose.split('\n');
    lines.forEach((l, i) => {
      const h = /^(#{2,3}) +(.*?)\s*$/.exec(l.replaceAll(GAP, ' '));
      if (!h) return;
      const words = h[2]
        .replace(/[¿?¡!(),.:;«»"]/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      // An infinitive, alone or with an enclitic pronoun (guardarlo, involucrarse), opens the heading.
      const first = words[0]?.toLowerCase() ?? '';
      const verb = [first, first.replace(/(?:lo|la|los|las|le|les|se)$/, '')].find((w) => INFINITIVE_HEADINGS[w]);
      if (verb && file.includes('/docs/')) {
        problems.push({ line: i + 1, col: 1, found: h[2].trim(), use: `modo imperativo: «${INFINITIVE_HEADINGS[verb]} …»`, rule: 'heading-mood' });
      }
      for (const w of words.slice(1)) {
        if (!/^\p{Lu}/u.test(w)) continue;
        if (/^\p{Lu}[\p{Ll}]*$/u.test(w) && !PROPER_NOUNS.has(w)) {
          problems.push({
            line: i + 1,
            col: 1,
            found: w,
            use: `minúscula (mayúscula solo en la primera palabra): «${w.toLowerCase()}»`,
            rule: 'sentence-case',
          });
        }
      }
    });
  }
  return problems.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** Every problem under content/ and in site.config.yaml, as `file:line:col  found → use` lines. */
export function lintContent(root) {
  const dir = path.join(root, 'content');
  const out = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(md|tsx|ya?ml)$/.test(e.name)) {
        const rel = path.relative(root, p).split(path.sep).join('/');
        for (const pr of lintText(fs.readFileSync(p, 'utf8'), rel)) out.push(`${rel}:${pr.line}:${pr.col}  ${pr.rule}: «${pr.found}» → ${pr.use}`);
      }
    }
  };
  walk(dir);
  // The site configuration's labels (tagline, navbar, footer) are read on every page too.
  const config = path.join(root, 'site.config.yaml');
  if (fs.existsSync(config)) {
    for (const pr of lintText(fs.readFileSync(config, 'utf8'), 'site.config.yaml')) {
      out.push(`site.config.yaml:${pr.line}:${pr.col}  ${pr.rule}: «${pr.found}» → ${pr.use}`);
    }
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = lintContent(path.resolve(process.argv[2] ?? '.'));
  for (const p of problems) console.log(p);
  if (problems.length) {
    console.log(`\n${problems.length} problem(s): see docs/content-conventions.md ("Una sola voz")`);
    process.exit(1);
  }
}
