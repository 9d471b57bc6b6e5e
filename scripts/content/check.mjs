// npm run content:check (and the build's first stage): every problem with file, line, entry and
// field, in seconds, instead of failing deep inside next build.
import { join } from 'node:path';
import { imageBeside, loadContentModules } from './load-content.mjs';
import { publicFileProblems } from './svg-safety.mjs';
import { largeOriginals, largeOriginalWarnings } from './large-originals.mjs';

const started = performance.now();
const root = process.argv[2] ?? join(process.cwd(), 'content');
const {
  readSite,
  formatProblem,
  collections,
  launchChecklist,
  launchProblems,
  formatChecklist,
  isProductionSite,
} = await loadContentModules();
const publicDir = join(root, '..', 'public');
const { content, problems } = readSite(root, imageBeside(root));
problems.push(...publicFileProblems(publicDir)); // SVGs that would run script, unsafe uploads
// What is still sample: printed for the dealer; the production site refuses the must-fix part.
const checklist = problems.length ? null : launchChecklist(content);
if (checklist && isProductionSite()) problems.push(...launchProblems(checklist));
const ms = Math.round(performance.now() - started);

if (problems.length) {
  console.error(`Content check failed: ${problems.length} problem(s) in ${ms} ms\n`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
// Warnings only: a large photo still builds, it just costs every build and deploy.
for (const line of largeOriginalWarnings(largeOriginals(publicDir))) console.warn(line);
for (const line of formatChecklist(checklist)) console.log(line);
const counts = Object.keys(collections).map((name) => `${content[name].length} ${name}`);
console.log(`Content OK in ${ms} ms: ${counts.join(', ')}`);
