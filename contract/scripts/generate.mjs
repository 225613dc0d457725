// Writes the API contract from the bff: contract/openapi.json (the OpenAPI document, built by
// the compiled bff without a database) and contract/src/openapi.ts (its types, by
// openapi-typescript), both Prettier-formatted. With --check, writes nothing and fails when the
// committed files differ from what would be written. Run through `make contract` and
// `make contract-check`, which build the bff first.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const documentFile = path.join(root, 'contract/openapi.json');
const typesFile = path.join(root, 'contract/src/openapi.ts');
const check = process.argv.includes('--check');

const TYPES_HEADER = `// Generated from contract/openapi.json by openapi-typescript (make contract). Do not edit:
// change the bff's controllers and DTOs, then run make contract.
`;

async function formatted(text, file) {
  const options = await prettier.resolveConfig(file);
  return prettier.format(text, { ...options, filepath: file });
}

const json = execFileSync(process.execPath, [path.join(root, 'bff/dist/docs/write-openapi.js')], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const document = await formatted(json, documentFile);
const types = await formatted(
  TYPES_HEADER + astToString(await openapiTS(JSON.parse(json))),
  typesFile,
);

const stale = [];
for (const [file, text] of [
  [documentFile, document],
  [typesFile, types],
]) {
  const name = path.relative(root, file);
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) continue;
  if (check) stale.push(name);
  else {
    await writeFile(file, text);
    console.log(`wrote ${name}`);
  }
}
if (stale.length) {
  for (const name of stale) console.error(`${name} is stale: run make contract`);
  process.exit(1);
}
if (check) console.log('contract/openapi.json and contract/src/openapi.ts are up to date');
