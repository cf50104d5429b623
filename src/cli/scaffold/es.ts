import type { ScaffoldLanguage } from './types.js';

/** The Spanish site `fe-docs init --lang es` writes. */
export const es: ScaffoldLanguage = {
  defaultTitle: 'Mi documentación',
  tagline: 'Guías, referencia y novedades en un solo lugar',
  logoAlt: 'Logotipo',
  docsLabel: 'Documentación',
  blogLabel: 'Blog',
  blogDescription: 'Novedades de este sitio',
  footer: {
    docsTitle: 'Documentación',
    docs: [
      ['Introducción', '/docs/intro'],
      ['Crea un documento', '/docs/conceptos-basicos/crear-un-documento'],
      ['Revisa y construye', '/docs/publicar/revisar-y-construir'],
    ],
    moreTitle: 'Más',
    more: [
      ['Blog', '/blog'],
      ['Buscar', '/search'],
    ],
    copyright: (title) => `Copyright © {year} ${title}. Hecho con fe-docs.`,
  },
  files: ({ title, dates }) => ({
    'content/pages/index.tsx': `import Features from '@theme/Features';
import Hero from '@theme/Hero';

// La página de inicio: un componente de React que se renderiza una vez, al construir el sitio (su código no llega al
// navegador).
// \`site\` trae el título y el lema de site.config.yaml; el título es también el de la pestaña del navegador.
// \`export const meta = { title: '…', description: '…' }\` pondría otros.

const features = [
  {
    title: 'Documentación',
    text: 'Los archivos Markdown de content/docs/ son páginas, con una barra lateral hecha de las carpetas, una tabla de contenido y enlaces a la página anterior y a la siguiente.',
    to: '/docs/intro',
  },
  {
    title: 'Blog',
    text: 'Entradas en content/blog/ con autores y etiquetas, una página por etiqueta, un archivo y feeds RSS y Atom.',
    to: '/blog',
  },
  {
    title: 'Búsqueda y lectura sin conexión',
    text: 'El índice de búsqueda se construye con el sitio y se consulta en el navegador. Los lectores pueden instalar el sitio como aplicación y leerlo sin red.',
    to: '/docs/publicar/busqueda-y-modo-sin-conexion',
  },
];

export default function Home({ site }: { site: { title: string; tagline: string } }) {
  return (
    <>
      <Hero
        title={site.title}
        tagline={site.tagline}
        actions={[
          { label: 'Empieza el tutorial', to: '/docs/intro' },
          { label: 'Lee el blog', to: '/blog', secondary: true },
        ]}
      >
        <p>
          Este sitio lo creó <code>fe-docs init</code>. Edita <code>content/pages/index.tsx</code> para cambiar esta página.
        </p>
      </Hero>
      <Features items={features} />
    </>
  );
}
`,
    'content/docs/intro.md': `---
sidebar_position: 1
description: De qué está hecho este sitio y dónde está cada parte.
---

# Introducción

Este sitio lo creó \`fe-docs init\`: una página de inicio, esta documentación, un blog, búsqueda y un modo sin
conexión. Cambia los textos por los tuyos a medida que avances; el tutorial muestra dónde está cada parte.

## Ejecútalo

\`\`\`bash title="En la carpeta del sitio"
npx fe-docs dev
\`\`\`

\`fe-docs dev\` sirve el sitio en http://localhost:3000 y recarga la página que estás leyendo cuando guardas un archivo.

## Qué hay en cada lugar

| Ruta | Qué |
| --- | --- |
| \`site.config.yaml\` | El título del sitio, la barra de navegación, el pie de página, los colores y las carpetas de contenido. |
| \`content/docs/\` | Esta documentación: cada archivo Markdown es una página. |
| \`content/blog/\` | Las entradas del blog y sus autores, en \`authors.yml\`. |
| \`content/pages/\` | Otras páginas; \`index.tsx\` es la página de inicio. |
| \`static/\` | Archivos que se copian tal cual, como el logotipo, \`static/img/logo.svg\`. |

## Tutorial

1. [Crea un documento](./conceptos-basicos/crear-un-documento.md)
2. [Funciones de Markdown](./conceptos-basicos/funciones-de-markdown.md)
3. [Crea una página](./conceptos-basicos/crear-una-pagina.md)
4. [Escribe una entrada del blog](./conceptos-basicos/escribir-una-entrada.md)
5. [Revisa y construye el sitio](./publicar/revisar-y-construir.md)
6. [Búsqueda y lectura sin conexión](./publicar/busqueda-y-modo-sin-conexion.md)
`,
    'content/docs/conceptos-basicos/_category_.yml': `label: Conceptos básicos
position: 2
`,
    'content/docs/conceptos-basicos/crear-un-documento.md': `---
sidebar_position: 1
title: Crea un documento
description: Agrega un archivo Markdown a content/docs y será una página con su lugar en la barra lateral.
---

Un documento es un archivo Markdown en \`content/docs/\`. Crea \`content/docs/hola.md\`:

\`\`\`md title="content/docs/hola.md"
---
title: Hola
sidebar_position: 2
---

Este es mi primer documento.
\`\`\`

Se sirve en \`/docs/hola\`, y la barra lateral lo muestra entre los documentos del primer nivel.

## La barra lateral

La barra lateral se arma con el árbol de carpetas: cada carpeta es una categoría. Los documentos se ordenan por el
\`sidebar_position\` de su front matter, y las carpetas por el \`position\` de su \`_category_.yml\`; después, por
nombre. \`label\` en \`_category_.yml\` le pone nombre a una categoría, y \`sidebar_label\` le da a un documento
un nombre más corto en la barra lateral.

## Enlaces

Enlaza otro documento por su archivo, \`[Funciones de Markdown](./funciones-de-markdown.md)\`, o por su URL,
\`[el blog](/blog)\`: [Funciones de Markdown](./funciones-de-markdown.md), [el blog](/blog). Un enlace a una página
o a un título que no existe es un error de \`npx fe-docs check\` y de \`npx fe-docs build\`, con su archivo, línea y
columna.
`,
    'content/docs/conceptos-basicos/funciones-de-markdown.md': `---
sidebar_position: 2
title: Funciones de Markdown
description: Avisos, bloques de código con título, pestañas y títulos.
---

Los documentos son Markdown con las extensiones de GitHub (tablas, listas de tareas, notas al pie) y las funciones
de abajo. Abre \`content/docs/conceptos-basicos/funciones-de-markdown.md\` para ver cómo se escribe cada una.

## Avisos

:::tip
Un consejo. También hay \`:::note\`, \`:::info\`, \`:::warning\` y \`:::danger\`.
:::

:::warning[Cierre]
Un aviso empieza con \`:::tipo\`, seguido si quieres de un título entre corchetes, y termina con \`:::\` en una línea
propia.
:::

## Bloques de código

Un bloque de código con lenguaje se resalta. \`title="…"\` le pone nombre, \`{2}\` resalta líneas, y cada bloque tiene
un botón para copiarlo.

\`\`\`js title="saludar.js" {2}
function saludar(nombre) {
  return 'Hola, ' + nombre + '.';
}
\`\`\`

## Pestañas

::::tabs{groupId="package-manager"}
:::tab{label="npm"}

\`\`\`bash
npx fe-docs build
\`\`\`

:::
:::tab{label="Yarn"}

\`\`\`bash
yarn fe-docs build
\`\`\`

:::
:::tab{label="pnpm"}

\`\`\`bash
pnpm exec fe-docs build
\`\`\`

:::
::::

Las pestañas con el mismo \`groupId\` cambian juntas en todas las páginas, y el sitio recuerda la elección del lector.

## Títulos

Los títulos \`##\` y \`###\` forman la tabla de contenido junto a la página. El id de un título sale de su texto;
\`## Instalación {#instalacion}\` le da uno propio.
`,
    'content/docs/conceptos-basicos/crear-una-pagina.md': `---
sidebar_position: 3
title: Crea una página
description: Páginas en content/pages, en Markdown o como componentes de React.
---

Las páginas son los archivos de \`content/pages/\`: sin barra lateral ni fecha. La ruta de un archivo es su URL:
\`content/pages/acerca.md\` se sirve en \`/acerca\`, \`content/pages/equipo/index.md\` en \`/equipo/\`.

\`\`\`md title="content/pages/acerca.md"
---
title: Acerca de
description: Quién escribe este sitio.
---

Nosotros escribimos este sitio.
\`\`\`

## Páginas de React

Una página \`.tsx\` exporta un componente de React. Se renderiza una vez, al construir el sitio; si no usa estado
ni efectos, su código no llega al navegador. La página de inicio, \`content/pages/index.tsx\`, es una de ellas; usa dos componentes del
tema:

\`\`\`tsx title="content/pages/index.tsx (una parte)"
import Hero from '@theme/Hero';

<Hero title={site.title} tagline={site.tagline} actions={[{ label: 'Empieza el tutorial', to: '/docs/intro' }]} />
\`\`\`

\`Hero\` recibe \`title\`, \`tagline\`, \`actions\` (botones: \`label\`, \`to\`, \`secondary\`) y un texto como hijos.
\`Features\` recibe \`items\`, cada uno con \`title\`, \`text\` y un enlace \`to\`.
`,
    'content/docs/conceptos-basicos/escribir-una-entrada.md': `---
sidebar_position: 4
title: Escribe una entrada del blog
description: Entradas en content/blog, con autores, etiquetas y un resumen.
---

Una entrada es un archivo Markdown en \`content/blog/\` cuyo nombre empieza por su fecha:
\`content/blog/2030-01-31-hola.md\` se sirve en \`/blog/2030/01/31/hola\`.

\`\`\`md title="content/blog/2030-01-31-hola.md"
---
title: Hola
authors: [maintainer]
tags: [novedades]
---

Los primeros párrafos son el resumen de la entrada en la lista del blog.

<!-- truncate -->

El resto está en la página de la entrada.
\`\`\`

- \`authors\` nombra claves de \`content/blog/authors.yml\` (\`name\`, \`title\`, \`url\`, \`image_url\`); una clave que
  no está ahí es un error.
- Cada etiqueta tiene una página con sus entradas, bajo \`/blog/tags/\`.
- El blog tiene además un [archivo](/blog/archive) y feeds RSS y Atom (\`/blog/rss.xml\`, \`/blog/atom.xml\`).
`,
    'content/docs/publicar/_category_.yml': `label: Publicar
position: 3
`,
    'content/docs/publicar/revisar-y-construir.md': `---
sidebar_position: 1
title: Revisa y construye el sitio
description: fe-docs check encuentra problemas, fe-docs build escribe el sitio estático.
---

\`\`\`bash
npx fe-docs check
\`\`\`

\`check\` lee todo el sitio sin escribir nada: la configuración, el front matter, las barras laterales, cada enlace y
cada ancla. Cada problema se muestra con su archivo, línea y columna, qué está mal y cómo corregirlo. Termina con 0
cuando no hay errores, con 1 cuando el contenido tiene errores y con 2 cuando el comando mismo está mal.

\`\`\`bash
npx fe-docs build
\`\`\`

\`build\` escribe el sitio estático en \`build/\` (\`--out CARPETA\` para otra carpeta); el \`build/\` anterior se
reemplaza solo cuando el nuevo está completo. \`npx fe-docs serve\` sirve \`build/\` para verlo antes de publicarlo.

## Publícalo

\`build/\` son archivos simples: páginas HTML, scripts y hojas de estilo, el sitemap, los feeds, el índice de búsqueda
y el service worker. Cópialo a un hosting estático. Antes, pon en \`site.config.yaml\` la \`url\` del sitio, y
\`baseUrl\` cuando no está en la raíz de su dominio: los enlaces canónicos, el sitemap y los feeds las usan.
`,
    'content/docs/publicar/busqueda-y-modo-sin-conexion.md': `---
sidebar_position: 2
title: Búsqueda y lectura sin conexión
description: El índice de búsqueda local y el modo sin conexión que los lectores pueden activar.
---

## Búsqueda

La caja de búsqueda de la barra de navegación (o la tecla \`/\`, o Ctrl+K) busca en la documentación, el blog y las
páginas; la [página de búsqueda](/search) lista los resultados. \`fe-docs build\` escribe el índice y el
navegador lo consulta, así que no hace falta registrarse en ningún servicio de búsqueda.

## Modo sin conexión

Los lectores pueden guardar el sitio para leerlo sin red. El modo sin conexión se activa cuando instalan el sitio
como aplicación (el botón de instalar del navegador) o abren cualquier página con \`?offlineMode=true\`. Desde
entonces sigue activo, en todas las pestañas, hasta que abren una página con \`?offlineMode=false\`, o desinstalan la
aplicación si fue la aplicación la que lo activó.

\`pwa\` en \`site.config.yaml\` elige qué lo activa (\`offlineModeActivationStrategies\`), o deja el sitio sin él
(\`enabled: false\`).
`,
    'content/blog/authors.yml': `# Los autores del blog, por clave: una entrada los nombra en su front matter (\`authors: [maintainer]\`).
maintainer:
  name: Tu nombre
  title: ${JSON.stringify(`Responsable de ${title}`)}
`,
    [`content/blog/${dates.first}-bienvenida.md`]: `---
title: Bienvenida
authors: [maintainer]
tags: [novedades]
---

Este es el blog de este sitio: novedades, versiones e historias que no caben en la documentación.

<!-- truncate -->

Las entradas son archivos Markdown en \`content/blog/\`. Escribe la siguiente como muestra
[Escribe una entrada del blog](/docs/conceptos-basicos/escribir-una-entrada), y borra esta.
`,
    [`content/blog/${dates.second}-etiquetas-y-feeds.md`]: `---
title: Etiquetas y feeds
authors: [maintainer]
tags: [novedades, blog]
---

Esta entrada tiene dos etiquetas, \`novedades\` y \`blog\`: cada etiqueta bajo la entrada lleva a una página con las
entradas que la tienen.

<!-- truncate -->

Quien quiera saber cuándo sale una entrada nueva puede seguir el blog con un lector de feeds, en RSS
(\`/blog/rss.xml\`) o Atom (\`/blog/atom.xml\`). \`fe-docs build\` escribe los dos, con las últimas 20 entradas
completas.
`,
  }),
};
