// CI's content check (npm run ci:content-annotations): the same check as npm run content:check,
// plus a GitHub annotation per problem on its file and line and a list in the job summary, so
// the dealer sees what to fix beside the commit the editor made, and the problems as JSON for the
// refusal the run reports to the inbox (scripts/ci/publish-status.mjs). Exits 1 on any problem.
import { join } from 'node:path';
import { imageBeside, loadContentModules } from '../content/load-content.mjs';
import { reportProblems } from './annotations.mjs';
import { problemsFile } from './publish-status.mjs';

const root = process.argv[2] ?? join(process.cwd(), 'content');
const { readSite, formatProblem, problemLines, launchChecklist, launchProblems, isProductionSite } =
  await loadContentModules();
const { content, problems } = readSite(root, imageBeside(root));
// The production site refuses placeholder company facts and sample pages it must have.
if (!problems.length && isProductionSite())
  problems.push(...launchProblems(launchChecklist(content)));
reportProblems(problems, { file: problemsFile(), formatProblem, problemLines });
if (problems.length) {
  console.error(`Content check failed: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('Content OK');
