import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The rules ESLint reports for `code` as if it were the file `file` of the server. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('issue 21 the server rooms: imports point down (eslint.config.js)', () => {
  it.each([
    ['server/routes/example.ts', "export { runCommand } from '../cli/reach';"],
    ['server/cli/example.ts', "export { registerDataRoutes } from '../routes/data';"],
    ['server/db/example.ts', "export { apiRoutes } from '../plugins/api-routes';"],
    ['server/http/example.ts', "export { readEnv } from '../config/env';"],
    ['server/jobs/example.ts', "export type { ApiContext } from '../context';"],
  ])('refuses %s importing upward or sideways: %s', { timeout: 30_000 }, async (file, code) => {
    expect(await refusals(file, code)).toContain('import-x/no-restricted-paths');
  });

  it('lets a room import the rooms below it', { timeout: 30_000 }, async () => {
    expect(await refusals('server/routes/example.ts', "export { runOperatorCommand } from '../operator/commands';\nexport { found } from '../http/errors';\n")).toEqual([]);
  });
});
