import { type INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { documentDraftRule } from '../blog/post-form.dto.js';
import { serveSwaggerUi } from './swagger-ui.js';

/** The API's OpenAPI document, built from the controllers and DTOs; contract/openapi.json is
 * this document as committed. */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Company website API')
      .setDescription(
        'Blog posts, contact messages and the administrator login. Every error answer is an ' +
          '`ErrorBody` `{statusCode, message, error}`. Limits over time, lockouts and caching ' +
          'are described in docs/api.md.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  closeObjectSchemas(document);
  documentDraftRule(document);
  return sortedDocument(document);
}

/**
 * The document as JSON at /api/docs-json and YAML at /api/docs-yaml, and its UI at /api/docs
 * (served without inline script or style, so it works under the site's CSP).
 */
export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app), {
    ui: false,
    raw: ['json', 'yaml'],
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
  serveSwaggerUi(app, { path: '/api/docs', documentUrl: '/api/docs-json' });
}

/** Every field a body may have is declared, and the server refuses the rest; views list every
 * field they carry. So no schema of ours admits properties it does not name. */
function closeObjectSchemas(document: OpenAPIObject): void {
  for (const schema of Object.values(document.components?.schemas ?? {})) {
    if ('properties' in schema && schema.additionalProperties === undefined) {
      schema.additionalProperties = false;
    }
  }
}

/** Paths, schemas and responses in a stable order, so the committed copy diffs cleanly. */
function sortedDocument(document: OpenAPIObject): OpenAPIObject {
  const byKey = <T>(record: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b, 'en')));
  const paths = byKey(document.paths);
  for (const item of Object.values(paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch]) {
      if (operation?.responses) operation.responses = byKey(operation.responses);
    }
  }
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      ...(document.components?.schemas ? { schemas: byKey(document.components.schemas) } : {}),
    },
  };
}
