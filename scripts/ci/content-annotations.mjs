// CI's content check (npm run ci:content-annotations): the same check as npm run content:check,
// plus a GitHub annotation per problem on its file and line and a list in the job summary, so
// the dealer sees what to fix beside the commit the editor made. Exits 1 on any problem.
import { appendFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadContentModules } from '../content/load-content.mjs';
import { isProductionSite } from '../../site.config.mjs';
import { problemAnnotation, problemSummary } from './annotations.mjs';

const root = process.argv[2] ?? join(process.cwd(), 'content');
const { readSite, formatProblem, problemLines, launchChecklist, launchProblems } =
  await loadContentModules();
const publicDir = join(root, '..', 'public');
const { content, problems } = readSite(root, (src) => existsSync(join(publicDir, src)));
// The production site refuses placeholder company facts and sample pages it must have.
if (!problems.length && isProductionSite())
  problems.push(...launchProblems(launchChecklist(content)));

if (problems.length) {
  for (const problem of problems) {
    // The message in Georgian and English, each line naming the entry and field.
    console.log(problemAnnotation({ ...problem, message: problemLines(problem).join('\n') }));
    console.error(`  ${formatProblem(problem)}`);
  }
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, problemSummary(problems, formatProblem));
  console.error(`Content check failed: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('Content OK');
