#!/usr/bin/env node
// The Georgian spelling floor: every Georgian word the site shows must be a word hunspell-ka
// (the dictionary-ka package, read by nspell) knows, or one listed in content/georgian-words.txt:
// the dealer's trade terms the dictionary lacks (ტონერი, ლამინატორი), units, and the correct
// forms of ordinary words it lacks (it lists many words in one form only).
//
// It reads the values of every messages/**/ka.json, the `ka:` block of every content/**/*.yaml file and the
// dealer's guide (docs/dealer-guide.md, whose Georgian the dealer reads beside the editor's labels),
// prints each unknown word with its file and JSON key, YAML field path or line, and exits 1 if
// there is one (or if a file cannot be read or parsed: it names the file, never a stack trace).
//
// Usage: node tests/checks/check-georgian-spelling.mjs   (npm run check:georgian)
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const allowFile = 'content/georgian-words.txt';
const guideFile = 'docs/dealer-guide.md';
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

// Search synonyms, not shown as text: they hold transliterated brand names and the misspellings
// customers type on purpose (კატრიჯი, ბროზერი), so spelling them right would defeat them.
const searchOnlyFields = new Set(['keywords', 'brandsNotSold', 'searchWords']);

const georgian = /^[\u10D0-\u10FF]+$/;
// A token is a run of anything but spaces and punctuation; hyphens, digits and ICU braces stay,
// so that "{price}-დან", "PDF-ში" and "30%-იანი" keep the thing their Georgian ending belongs to.
const token = /[^\s,.;:!?()[\]„“”"«»…—–/·|<>*+=×→←✓]+/gu;

/** The Georgian words of one text (an ICU message or a YAML value), in order. */
function georgianWords(text) {
  const words = [];
  for (let [piece] of text.matchAll(token)) {
    piece = piece.replace(/^[{#'’]+|[}'’]+$/g, ''); // ICU braces, "#" and quotes at the edges
    const parts = piece.split('-');
    // Only a run of Georgian parts from the start is a word: after a placeholder, model code,
    // number or single letter ("{price}-დან", "C3045-ის", "ა-დან") a Georgian part is a case
    // ending, which is right whenever the hyphen is.
    const lead = [];
    for (const part of parts) {
      if (!georgian.test(part) || part.length === 1) break;
      lead.push(part);
    }
    if (lead.length > 0) words.push({ word: lead.join('-'), parts: lead });
  }
  return words;
}

/** Every string under `value`, with its path ("sections.0.heading"), skipping search synonyms. */
function* strings(value, path) {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      if (!searchOnlyFields.has(key)) yield* strings(inner, path ? `${path}.${key}` : key);
}

/** The checked texts: [file, path, text], or a message naming a file that could not be read. */
function texts() {
  const found = [];
  const broken = [];
  const read = (file, parseFile, pick) => {
    try {
      const data = parseFile(readFileSync(join(root, file), 'utf8'));
      for (const [path, text] of strings(pick(data), '')) found.push([file, path, text]);
    } catch (error) {
      const reason = String(error.message).split('\n')[0].replace(/:$/, '');
      broken.push(`${file}: cannot be read or parsed: ${reason}`);
    }
  };
  // Every Georgian message file: the site's, and those of the inbox and the customer's e-mail.
  const messageFiles = readdirSync(join(root, 'messages'), { recursive: true })
    .map((file) => `messages/${String(file).split('\\').join('/')}`)
    .filter((file) => /(^|\/)ka\.json$/.test(file.slice('messages/'.length)))
    .sort();
  for (const file of messageFiles) read(file, JSON.parse, (data) => data);
  const yamlFiles = readdirSync(join(root, 'content'), { recursive: true })
    .filter((file) => /\.ya?ml$/.test(file))
    .map((file) =>
      relative(root, join(root, 'content', file))
        .split('\\')
        .join('/'),
    )
    .sort();
  for (const file of yamlFiles)
    read(
      file,
      (source) => parse(source, { prettyErrors: true }),
      (data) => ({ ka: data?.ka }),
    );
  // The guide line by line ("line 12"); its English words are not Georgian and are skipped.
  read(
    guideFile,
    (source) => Object.fromEntries(source.split('\n').map((line, i) => [`line ${i + 1}`, line])),
    (lines) => lines,
  );
  return { found, broken };
}

// A noun marked "/n" in the allow-list is declined like a dictionary noun with the same final
// vowel, by hunspell-ka's own case and plural endings (ტონერი/n: ტონერის, ტონერით, ტონერებზე…).
const nounModels = { ი: 'აგენტი', ა: 'ავაზა', ე: 'ბადე', ო: 'ასო', უ: 'ასო' };

/** Adds the allow-list to the speller: one word a line, "#" starts a comment. */
function addAllowList(speller) {
  let lines = [];
  try {
    lines = readFileSync(join(root, allowFile), 'utf8').split('\n');
  } catch (error) {
    fail(`${allowFile}: cannot be read (${error.code ?? error.message})`);
  }
  for (const entry of lines.map((line) => line.replace(/#.*/, '').trim()).filter(Boolean)) {
    const [word, flag] = entry.split('/');
    const model = flag === 'n' ? nounModels[word.at(-1)] : undefined;
    if (flag !== undefined && !model)
      fail(`${allowFile}: "${entry}": only a noun ending in a vowel can take /n`);
    speller.add(word, model);
  }
}

async function loadSpeller() {
  try {
    const nspell = require('nspell');
    const { aff, dic } = await promisify(require('dictionary-ka'))();
    return nspell(aff, dic);
  } catch (error) {
    fail(`Cannot load the Georgian dictionary (npm install?): ${error.message}`);
  }
}

const speller = await loadSpeller();
addAllowList(speller);
// Enclitics attach to any word: -ა ("is", and the linking -ა of "X-ისა და Y"), -ც/-აც ("also"),
// -ვე ("the same"). კარტრიჯია, ბანერებსა, ფირებსაც and ოფისშივე are right when their word is.
const clitics = ['აც', 'ც', 'ვე', 'ა'];
const known = (word) =>
  speller.correct(word) ||
  clitics.some((c) => word.endsWith(c) && speller.correct(word.slice(0, -c.length)));
// A hyphenated compound (შავ-თეთრი) is right as a whole, or when each of its parts is.
const spelledRight = ({ word, parts }) =>
  known(word) || (parts.length > 1 && parts.every((part) => known(part)));

const { found, broken } = texts();
const checked = found.flatMap(([file, path, text]) =>
  georgianWords(text).map((entry) => ({ file, path, ...entry })),
);
const unknown = checked.filter((entry) => !spelledRight(entry));

for (const message of broken) console.error(message);
if (unknown.length > 0) {
  console.error(`Georgian words neither in hunspell-ka nor in ${allowFile}:`);
  for (const { file, path, word } of unknown) console.error(`  ${file}  ${path}  ${word}`);
  console.error('Fix the spelling; list only a right word the dictionary lacks in the allow-list.');
}
console.log(`Georgian spelling: ${checked.length} words checked, ${unknown.length} unknown.`);
process.exit(unknown.length > 0 || broken.length > 0 ? 1 : 0);
