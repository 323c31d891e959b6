/**
 * The operator's command line: `npm run admin -- sublets [--pending] | sublets approve|reject|restore ID |
 * sublets reports | sublets remind | outbox [ID] | outbox retry ID | analytics | staff invite EMAIL --role ROLE [--name NAME] | audit`. Readable tables on stdout; bad input exits 2 and a failed command 1, with the reason on stderr.
 */
import { parseArgs, USAGE, UsageError } from './cli/args';
import { CommandError, runCommand } from './cli/reach';
import { reportText } from './cli/report-text';
import { EnvError, readEnv } from './config/env';
import { HttpError } from './http/errors';
import { showControlCharacters } from './security/control-characters';

try {
  const command = parseArgs(process.argv.slice(2));
  if (command === 'help') {
    console.log(USAGE);
  } else {
    const printed = reportText(await runCommand(readEnv(), command));
    if (printed) console.log(printed);
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    const known = error instanceof CommandError || error instanceof HttpError || error instanceof EnvError;
    console.error(showControlCharacters(known ? error.message : `Error: ${error instanceof Error ? error.message : String(error)}`));
    process.exitCode = 1;
  }
}
