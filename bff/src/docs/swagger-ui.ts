import { type INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { type Request, type Response } from 'express';

/**
 * Swagger UI from swagger-ui-dist's own files, on a page with no inline script or style (the
 * page Nest writes has both, which the site's CSP refuses): the UI works under
 * `script-src 'self'; style-src 'self'`.
 */
export function serveSwaggerUi(
  app: INestApplication,
  { path, documentUrl }: { path: string; documentUrl: string },
): void {
  const page = swaggerUiPage(path);
  const initializer = swaggerUiInitializer(documentUrl);
  const http = app.getHttpAdapter();
  const sendPage = (_request: Request, response: Response) => {
    response.type('html').set('Cache-Control', 'no-cache').send(page);
  };
  http.get(path, sendPage);
  http.get(`${path}/`, sendPage);
  http.get(`${path}/index.html`, sendPage);
  http.get(`${path}/docs-init.js`, (_request: Request, response: Response) => {
    response.type('text/javascript').set('Cache-Control', 'no-cache').send(initializer);
  });
  SwaggerUiAssets.serve(path, app);
}

/** swagger-ui-dist's folder, served the way SwaggerModule serves it. */
class SwaggerUiAssets extends SwaggerModule {
  static serve(path: string, app: INestApplication): void {
    this.serveStatic(path, app);
  }
}

function swaggerUiPage(path: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Company website API</title>
<link rel="stylesheet" href="${path}/swagger-ui.css">
<link rel="stylesheet" href="${path}/index.css">
<link rel="icon" type="image/png" href="${path}/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${path}/swagger-ui-bundle.js"></script>
<script src="${path}/docs-init.js"></script>
</body>
</html>
`;
}

function swaggerUiInitializer(documentUrl: string): string {
  // validatorUrl null: the document is never sent to swagger.io's validator.
  return `window.ui = SwaggerUIBundle(${JSON.stringify({
    url: documentUrl,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
  })});
`;
}
