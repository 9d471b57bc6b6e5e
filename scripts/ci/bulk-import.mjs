#!/usr/bin/env node
// npm run ci:bulk-import: the editor's Bulk update, in the publishing workflow's import job on main
// (docs/editing.md, "Bulk update in the editor"). When the entry names a workbook
// (content/csv/bulk.ts), it is imported all or nothing by the command line's import
// (scripts/content/catalogue-file.mjs), and rows left stale since its download keep the product as
// saved (bulk-stale.mjs). One commit then holds exactly the changed product files, the workbook's
// removal and the emptied entry; it is rebased onto the branch, so a save made meanwhile is kept,
// and pushed with the job's token, which starts no new run: `ref`, the new commit, is what this
// run's check and deploy build. Refused, nothing is committed: the problems, by row and column in
// Georgian and English, become annotations and the refusal the run reports (publish-status.mjs).
import { appendFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importFile } from '../content/catalogue-file.mjs';
import { imageBeside, loadContentModules } from '../content/load-content.mjs';
import { reportProblems } from './annotations.mjs';
import { headCommit, writeOutputs } from './bulk-pending.mjs';
import { staleRows } from './bulk-stale.mjs';
import { botIdentity, gitIn } from './git.mjs';
import { problemsFile } from './publish-status.mjs';
import { deployBranch } from './publish-target.mjs';

/** A branch that moves while the import runs is met by importing again on its newest commit. */
const attempts = 3;
const root = join(process.cwd(), 'content');
const git = gitIn();
const modules = await loadContentModules();
const { namedWorkbook, workbookFiles, workbookProblem, cellProblemText, staleMessages } = modules;
const { bulkFolder, bulkEntryFile, emptyBulkEntry } = modules;
const branch = deployBranch() ?? git('rev-parse', '--abbrev-ref', 'HEAD');
const productPath = (id) => `content/products/${id}.yaml`;

function refuse(problems) {
  const { formatProblem, problemLines } = modules;
  const file = problemsFile();
  reportProblems(problems, { file, formatProblem, problemLines, check: 'Spreadsheet import' });
  console.error(`Bulk update refused: ${problems.length} problem(s); nothing was imported.`);
  process.exit(1);
}

/** The named workbook imported into the work tree: { none }, { problems } or what changed. */
async function importOnce() {
  const named = namedWorkbook(root);
  if ('none' in named) return { none: true };
  if ('problem' in named)
    return { problems: [workbookProblem(`content/${bulkEntryFile}`, named.problem)] };
  const file = `content/${bulkFolder}/${named.name}`;
  const asProblems = (list) => list.map((p) => workbookProblem(file, cellProblemText(p)));
  const result = await importFile(modules, { root, source: named.file, kind: named.kind });
  if (result.problems.length) return { problems: asProblems(result.problems) };
  let kept = [];
  if (result.source) {
    const ids = [...result.created, ...result.updated];
    const { sameProduct } = modules;
    const stale = staleRows({ git, root, source: result.source, ids, sameProduct });
    const { unknownSource, changedSince } = staleMessages;
    if (stale.unknownSource)
      return { problems: asProblems([{ message: unknownSource.en, ka: unknownSource.ka }]) };
    const conflict = (id) => ({
      column: 'id',
      value: id,
      message: changedSince.en,
      ka: changedSince.ka,
    });
    if (stale.conflicts.length) return { problems: asProblems(stale.conflicts.map(conflict)) };
    kept = stale.kept;
    // The files put back must still make content the check takes, with the other rows.
    if (kept.length) {
      const { problems } = modules.readSite(root, imageBeside(root));
      if (problems.length) return { problems };
    }
  }
  const fresh = (ids) => ids.filter((id) => !kept.includes(id));
  return { name: named.name, created: fresh(result.created), updated: fresh(result.updated), kept };
}

const counted = (n) => (n === 0 ? 'no product' : n === 1 ? '1 product' : `${n} products`);

/** One commit: the changed product files, every workbook in content/bulk/ removed, the entry emptied. */
function commit({ name, created, updated, kept }) {
  for (const file of workbookFiles(root)) rmSync(join(root, bulkFolder, file));
  writeFileSync(join(root, bulkEntryFile), emptyBulkEntry);
  const products = [...created, ...updated].map(productPath);
  git('add', '-A', '--', ...products, `content/${bulkFolder}`);
  const list = (label, ids) => (ids.length ? [`${label}: ${ids.join(', ')}`] : []);
  const body = [
    ...list('Updated', updated),
    ...list('Created', created),
    ...list('Kept as saved in the editor after the download', kept),
    `Imported from content/${bulkFolder}/${name} by the publishing workflow; the file is removed.`,
  ];
  const subject = `Bulk update: ${counted(created.length + updated.length)} changed from ${name}`;
  git(...botIdentity, 'commit', '--quiet', '-m', subject, '-m', body.join('\n'));
  return subject;
}

/** Rebased onto the branch's newest commit and pushed; false when either could not be done. */
function pushRebased() {
  if (!git.ok(...botIdentity, 'pull', '--rebase', '--quiet', 'origin', branch)) {
    git.ok('rebase', '--abort');
    return false;
  }
  return git.ok('push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`);
}

for (let attempt = 1; attempt <= attempts; attempt += 1) {
  const outcome = await importOnce();
  if (outcome.none) {
    const left = workbookFiles(root);
    if (left.length)
      console.log(`content/${bulkFolder}/ holds ${left.join(', ')}: not named, left.`);
    console.log('Bulk update: the entry names no workbook; nothing to import.');
    writeOutputs({ ref: headCommit() });
    process.exit(0);
  }
  if (outcome.problems) refuse(outcome.problems);
  const subject = commit(outcome);
  if (pushRebased()) {
    const ref = headCommit();
    const summary = `### ${subject}\n\nCommit ${ref.slice(0, 7)} on ${branch}, built and published by this run.\n`;
    console.log(summary);
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
    writeOutputs({ ref });
    process.exit(0);
  }
  console.log(
    `${branch} moved on while importing (attempt ${attempt}): importing on its newest commit.`,
  );
  git('fetch', '--quiet', 'origin', branch);
  git('reset', '--quiet', '--hard', 'FETCH_HEAD');
}
throw new Error(`${branch} kept moving: the workbook stays for the next run to import`);
