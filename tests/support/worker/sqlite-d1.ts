import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A D1Database over SQLite, the engine D1 runs, through Python's sqlite3 (as reference.test.ts
 * checks the reference SQL), in memory with migrations/ applied: a store's real statements in a
 * unit test. One python3 process per database; a batch is one transaction, as in D1. Call
 * close() when done.
 */
const runner = `
import json, sqlite3, sys
con = sqlite3.connect(":memory:")
con.row_factory = sqlite3.Row
for line in sys.stdin:
    try:
        answers = []
        with con:
            for statement in json.loads(line):
                if statement.get("script"):
                    con.executescript(statement["sql"])
                    answers.append({"results": [], "changes": 0})
                    continue
                cursor = con.execute(statement["sql"], statement["params"])
                rows = [dict(row) for row in cursor.fetchall()]
                answers.append({"results": rows, "changes": max(cursor.rowcount, 0)})
        print(json.dumps({"answers": answers}), flush=True)
    except Exception as error:
        print(json.dumps({"error": str(error)}), flush=True)
`;

interface Statement {
  sql: string;
  params?: unknown[];
  script?: boolean;
}
type Answer =
  { answers: { results: Record<string, unknown>[]; changes: number }[] } | { error: string };

export function sqliteD1(): { db: D1Database; close: () => void } {
  const python = spawn('python3', ['-c', runner], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((answer: Answer) => void)[] = [];
  createInterface({ input: python.stdout }).on('line', (line) =>
    waiting.shift()?.(JSON.parse(line) as Answer),
  );
  // Answers come back in the order asked.
  const run = (statements: Statement[]) =>
    new Promise<D1Result[]>((resolve, reject) => {
      waiting.push((answer) =>
        'error' in answer
          ? reject(new Error(`D1_ERROR: ${answer.error}`))
          : resolve(
              // D1's other meta fields (duration, rows read) no store reads.
              answer.answers.map(
                ({ results, changes }) =>
                  ({ results, success: true, meta: { changes } }) as unknown as D1Result,
              ),
            ),
      );
      python.stdin.write(`${JSON.stringify(statements)}\n`);
    });

  const migrations = join(process.cwd(), 'migrations');
  void run(
    readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => ({ sql: readFileSync(join(migrations, name), 'utf8'), script: true })),
  );

  // The calls the stores make (no raw, exec, dump or sessions).
  const prepare = (sql: string, params: unknown[] = []): D1PreparedStatement & Statement =>
    ({
      sql,
      params,
      bind: (...values: unknown[]) => prepare(sql, values),
      first: async <T>() => ((await run([{ sql, params }]))[0]!.results[0] ?? null) as T | null,
      all: async <T>() => (await run([{ sql, params }]))[0] as D1Result<T>,
      run: async <T>() => (await run([{ sql, params }]))[0] as D1Result<T>,
    }) as unknown as D1PreparedStatement & Statement;
  const db = {
    prepare: (sql: string) => prepare(sql),
    batch: async <T>(statements: D1PreparedStatement[]) =>
      (await run(statements as (D1PreparedStatement & Statement)[])) as D1Result<T>[],
  } as unknown as D1Database;
  return { db, close: () => python.stdin.end() };
}
