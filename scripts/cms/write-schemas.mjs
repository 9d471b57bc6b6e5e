#!/usr/bin/env node
// npm run content:schemas: content/.schema/<collection>.json for VS Code's YAML extension,
// committed so the editor needs no build (content/file-schemas.test.ts fails when stale).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { loadContentModules } from '../content/load-content.mjs';

const dir = join(process.cwd(), 'content', '.schema');
mkdirSync(dir, { recursive: true });
const { fileJsonSchemas } = await loadContentModules();
const options = { ...(await prettier.resolveConfig(join(dir, 'x.json'))), parser: 'json' };
const schemas = Object.entries(fileJsonSchemas());
for (const [name, schema] of schemas)
  writeFileSync(join(dir, `${name}.json`), await prettier.format(JSON.stringify(schema), options));
console.log(`JSON Schemas: ${schemas.length} written to content/.schema/`);
