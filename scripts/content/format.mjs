// npm run content:format [content folder]: rewrites every content file into the form the editor
// writes on save (content/cms/editor-form.ts), so the dealer's next save changes only their change.
import { join, resolve } from 'node:path';
import { loadContentModules } from './load-content.mjs';

const root = resolve(process.argv[2] ?? join(process.cwd(), 'content'));
const { filesNotInEditorForm, writePlainFile } = await loadContentModules();
const files = filesNotInEditorForm(root);
for (const { path, text } of files) if (text !== undefined) writePlainFile(join(root, path), text);
const unread = files.filter((f) => f.text === undefined).map((f) => f.path);
console.log(`Content files rewritten in the editor's form: ${files.length - unread.length}`);
if (unread.length) {
  console.error(`Not rewritten (not a content file, or no valid YAML; see npm run content:check):`);
  for (const path of unread) console.error(`  content/${path}`);
  process.exit(1);
}
