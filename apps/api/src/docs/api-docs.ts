import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express } from 'express';
import { API_BASE_PATH } from '@docent/contract';

const DOCS_PATH = `${API_BASE_PATH}/docs`;

/** The few files of swagger-ui-dist the page needs; nothing else of the package is exposed. */
const ASSETS = ['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png', 'favicon-16x16.png'];

const swaggerUiDir = () => path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// Relative URLs, so the page also works behind a proxy that mounts Docent under another prefix:
// from /api/v1/docs, `docs/x` is /api/v1/docs/x and `openapi.json` is /api/v1/openapi.json.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Docent API reference</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" type="image/png" href="docs/favicon-32x32.png" sizes="32x32">
  <link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="docs/swagger-ui-bundle.js"></script>
  <script src="docs/init.js"></script>
</body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const INIT = `window.ui = SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'list',
  validatorUrl: null,
  tryItOutEnabled: false,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout'
});
`;

/**
 * GET /api/v1/docs: the API reference rendered by Swagger UI from /api/v1/openapi.json, with every
 * asset served from this process (no CDN) and a CSP that keeps the page from loading anything else.
 * Public, like openapi.json: mounted before the Bearer auth of /api/v1.
 */
export function mountApiDocs(app: Express): void {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  app.get(DOCS_PATH, (req, res) => {
    // With a trailing slash the relative asset URLs would resolve one level too deep.
    if (req.originalUrl.split('?')[0].endsWith('/')) return res.redirect(301, DOCS_PATH);
    res.setHeader('Content-Security-Policy', csp);
    res.type('html').send(PAGE);
  });
  app.get(`${DOCS_PATH}/init.js`, (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  const assets = express.static(swaggerUiDir(), { index: false, fallthrough: false, maxAge: '1d' });
  for (const file of ASSETS)
    app.get(`${DOCS_PATH}/${file}`, (req, res, next) => {
      req.url = `/${file}`;
      assets(req, res, next);
    });
}
