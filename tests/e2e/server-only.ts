// The helpers read content/ in Node, outside React's server runtime, where the real package
// throws; playwright.config.ts maps `server-only` here through tests/e2e/tsconfig.json.
export {};
