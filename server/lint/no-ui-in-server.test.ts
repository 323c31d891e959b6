import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own lint configuration, run on server files written here: each forbidden import must be refused
 * wherever in server/ the file sits (a folder's own lint rules must not switch the refusal off), and what the
 * server does share with the site must pass.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

const UI_IMPORTS = [
  '@/components/Modal',
  '@/features/floorplans/components/FloorplanCard',
  '../../src/components/Icon',
  '@/lib/http',
  '../../src/lib/http',
  'react',
  'react-dom/server',
  'react-router',
  'react-router-dom',
  '@/app/routes',
  '@/pages/HomePage',
];

const SHARED_IMPORTS = [
  '@/features/floorplans/types',
  '@/features/inquiries/contactSchema',
  '@/features/floorplans/pets',
  '@/features/sublets/listingLife',
  '@/shared/apiTexts',
  '@/lib/hal',
];

/** A file importing each source on a line of its own (line n + 1 holds sources[n]). */
const fileImporting = (sources: readonly string[]) =>
  sources.map((source, index) => `import * as imported${index} from '${source}';`).join('\n') +
  `\nexport const all = [${sources.map((_, index) => `imported${index}`).join(', ')}];\n`;

/** The sources of the file whose import a no-restricted-imports rule refused, and any other problem found. */
async function lint(sources: readonly string[], filePath: string) {
  const [result] = await eslint.lintText(fileImporting(sources), { filePath });
  const refused = result.messages.filter((message) => message.ruleId?.endsWith('no-restricted-imports'));
  return {
    refused: [...new Set(refused.map((message) => sources[message.line - 1]))],
    others: result.messages.filter((message) => !refused.includes(message)).map((message) => `${message.ruleId}: ${message.message}`),
  };
}

const serverFolders = readdirSync(new URL('../', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `server/${entry.name}`);
const serverFiles = ['server/ui.ts', ...serverFolders.map((folder) => `${folder}/ui.ts`), 'server/db/queries/ui.ts'];

describe('issue 21 no UI in the server: ESLint refuses what renders or fetches in a browser', () => {
  it.each(serverFiles)('%s may not import a component, @/lib/http, React, the shell or the pages', async (filePath) => {
    const { refused, others } = await lint(UI_IMPORTS, filePath);
    expect(refused).toEqual(UI_IMPORTS);
    expect(others).toEqual([]);
  });

  it.each(serverFiles)('%s may import a shared type, schema or rule', async (filePath) => {
    expect(await lint(SHARED_IMPORTS, filePath)).toEqual({ refused: [], others: [] });
  });

  it("the site's own renderer (src/entry-server.tsx) is the browser half: the server's rule leaves it alone", async () => {
    const filePath = 'src/entry-server.tsx';
    const [result] = await eslint.lintText(readFileSync(new URL(`../../${filePath}`, import.meta.url), 'utf8'), { filePath });
    expect(result.messages.filter((message) => message.ruleId?.endsWith('no-restricted-imports'))).toEqual([]);
  });
});
