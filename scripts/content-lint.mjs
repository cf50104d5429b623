// Content style gate for the OpenUBL site (issue 21): the term, filler and heading rules of docs/content-conventions.md
// that a machine can check. Prose only: fenced code, inline code, URLs, link targets and front-matter keys that are not
// prose are blanked out (same length, so columns and lines stay right). Usage: node scripts/content-lint.mjs [root]
// Exit status 1 and one `file:line:col  found → use` line per problem when something is wrong.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One term per thing: [pattern, what to write instead]. Patterns are case-insensitive unless they say otherwise. */
export const TERM_RULES = [
  [/\blibrer[ií]a\b/giu, 'biblioteca'],
  [/\blibrer[ií]as\b/giu, 'bibliotecas'],
  [/\b(?:el|al) API\b/gu, 'la API / a la API'],
  [/\bdel API\b/gu, 'de la API'],
  [/\baccess token\b/giu, 'token de acceso'],
  [/\bchangelog\b/giu, 'notas de la versión'],
  [/\b(?:el|un|este|ese|su|del|de) release\b/giu, 'la versión'],
  [/\b(?:los|estos|sus|de) releases\b/giu, 'las versiones'],
  [/\bsetea(?:r|s|do|da)?\b/giu, 'asigna / configura'],
  [/\bcustomiza\w*/giu, 'personaliza'],
  [/\b(?:a|de|en|por|con|para|ante|que) SUNAT\b/gu, 'la SUNAT (con artículo)'],
  [/\bSunat\b/gu, 'SUNAT'],
  [/\bMaven central\b/gu, 'Maven Central'],
];

/** Filler and hedging: say the fact (verified against the source) or leave it out. */
export const FILLER_RULES = [
  [/\bSegún el historial\b/giu, 'di el cambio sin muletilla'],
  [/\bsi el enlace no abre\b/giu, 'enlaza a un destino que exista'],
  [/\bhistorial de commits\b|\bel historial no\b/giu, 'di qué cambió, sin hablar de cómo lo averiguaste'],
  [/\bno lo hemos comprobado\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bprobablemente\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bhasta donde sabemos\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bsegún la guía original\b/giu, 'comprueba en el código o quita la afirmación'],
  [/\bno (?:podemos|pudimos) (?:detallar|resumir|listar|reconstruir)\b/giu, 'si no hay datos, escribe menos'],
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

const blank = (s) => s.replace(/[^\n]/g, ' ');

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
  t = t.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank);
  t = t.replace(/^---\n[\s\S]*?\n---$/m, (fm) => fm.replace(/^(?!(?:title|description|sidebar_label|label):).*$/gm, blank));
  t = t.replace(/`[^`\n]+`/g, blank);
  t = t.replace(/\]\([^)\n]*\)/g, blank);
  t = t.replace(/https?:\/\/\S+/g, blank);
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
  const problems = [];
  for (const [rules, kind] of [
    [TERM_RULES, 'term'],
    [FILLER_RULES, 'filler'],
  ]) {
    for (const [re, use] of rules) {
      for (const m of prose.matchAll(re)) problems.push({ ...position(prose, m.index), found: m[0], use, rule: kind });
    }
  }
  if (file.endsWith('.md')) {
    const lines = prose.split('\n');
    lines.forEach((l, i) => {
      const h = /^(#{2,3}) +(.*?)\s*$/.exec(l);
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

/** Every problem under content/, as `file:line:col  found → use` lines. */
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
