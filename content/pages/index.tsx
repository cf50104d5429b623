// Home page of the Project OpenUBL site: a React page rendered at build time (it ships no JavaScript).
export const meta = {
  title: 'Project OpenUBL: crea tus XML basados en UBL y después envíalos a la SUNAT',
  description: 'Herramientas de código abierto para la facturación electrónica en el Perú: crea, firma y envía XML UBL a la SUNAT.',
};

const tools = [
  {
    name: 'XBuilder',
    kind: 'Biblioteca Java',
    text: 'Genera y firma digitalmente comprobantes UBL que cumplen las especificaciones de la SUNAT: boletas, facturas, notas de crédito y débito, bajas, resúmenes diarios, percepciones, retenciones y guías de remisión.',
    href: '/docs/xbuilder',
  },
  {
    name: 'XSender',
    kind: 'Biblioteca Java',
    text: 'Envía tus comprobantes (archivos XML) a la SUNAT o a un OSE de forma simple y segura, y consulta el estado de tickets y CDR.',
    href: '/docs/xsender',
  },
  {
    name: 'Searchpe',
    kind: 'Microservicio',
    text: 'Consulta por RUC, o por DNI si la persona tiene RUC, los contribuyentes del padrón reducido que publica la SUNAT.',
    href: '/docs/searchpe',
  },
  {
    name: 'Ublhub',
    kind: 'Microservicio',
    text: 'Administra tus archivos XML: crea, envía y almacena comprobantes electrónicos y declara cada uno a la SUNAT desde una API REST.',
    href: '/docs/ublhub',
  },
];

const taste = `Invoice factura = Invoice.builder()
        .serie("F001")
        .numero(1)
        .proveedor(Proveedor.builder()
                .ruc("12345678912")
                .razonSocial("Mi Empresa S.A.C.")
                .build())
        .cliente(Cliente.builder()
                .nombre("Cliente de ejemplo")
                .numeroDocumentoIdentidad("12121212121")
                .tipoDocumentoIdentidad(Catalog6.RUC.getCode())
                .build())
        .detalle(DocumentoVentaDetalle.builder()
                .descripcion("Café en grano tostado")
                .cantidad(new BigDecimal("10"))
                .precio(new BigDecimal("100.00"))
                .build())
        .build();

new ContentEnricher(defaults, dateProvider).enrich(factura);
String xml = TemplateProducer.getInstance().getInvoice().data(factura).render();`;

export default function Home() {
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero-text">
          <p className="home-kicker">Código abierto</p>
          <h1>Facturación electrónica</h1>
          <p className="home-tagline">Crea tus XML basados en UBL y después envíalos a la SUNAT</p>
          <p>
            Bibliotecas y microservicios hechos por desarrolladores para desarrolladores: deja de reinventar la rueda y dedica tu tiempo a
            tu propio software de facturación.
          </p>
          <div className="home-actions">
            <a className="button button-primary" href="/docs/">
              Empieza con la documentación
            </a>
            <a className="button button-secondary" href="/docs/xbuilder/examples/invoice">
              Ver un ejemplo de factura
            </a>
          </div>
        </div>
        <figure className="home-code">
          <figcaption>Una factura con XBuilder, en pocas líneas de Java</figcaption>
          <pre tabIndex={0}>
            <code>{taste}</code>
          </pre>
        </figure>
      </section>
      <section className="home-tools" aria-labelledby="tools-title">
        <h2 id="tools-title">Herramientas</h2>
        <p>Usa solo lo que necesites: las bibliotecas Java se importan con Maven o Gradle y los microservicios se integran desde cualquier lenguaje de programación.</p>
        <ul className="home-cards">
          {tools.map((t) => (
            <li key={t.name} className="home-card">
              <p className="home-card-kind">{t.kind}</p>
              <h3>{t.name}</h3>
              <p>{t.text}</p>
              <a href={t.href} aria-label={`Leer más sobre ${t.name}`}>
                Leer más
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-more" aria-labelledby="more-title">
        <h2 id="more-title">¿Por dónde seguir?</h2>
        <ul>
          <li>
            <a href="/docs/xbuilder/create-xml">Crea tu primer XML</a>, <a href="/docs/xbuilder/sign-xml">fírmalo</a> y{' '}
            <a href="/docs/xsender/send-xml">envíalo a la SUNAT</a>.
          </li>
          <li>
            Consulta la <a href="/apis/">referencia de las APIs</a> de Searchpe y Ublhub.
          </li>
          <li>
            Lee las novedades de cada versión en el <a href="/blog">blog</a> o pide ayuda en la <a href="/community/support">comunidad</a>.
          </li>
        </ul>
      </section>
    </div>
  );
}
