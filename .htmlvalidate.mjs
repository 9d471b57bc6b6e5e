// html-validate over every exported page (tests/run.sh): the recommended preset, with only
// the serialisation choices React/Next make relaxed. Each is valid HTML, just not the preset's
// preferred spelling, and none can be changed from the app's code.
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes attributes in camelCase (charSet, hrefLang, fetchPriority, noModule);
    // HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React serialises void elements self-closed (<meta/>, <link/>, <img/>).
    'void-style': ['error', { style: 'selfclose' }],
    // React serialises boolean and empty attributes as name="" (async="", hidden="").
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React's useId() ids start with "_R_"; HTML only requires a non-empty id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // A filter that takes several options is checkboxes sharing one name (the address repeats
    // it: ?format=A4&format=A3), as radios share theirs.
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
};

export default config;
