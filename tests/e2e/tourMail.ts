import { runCommand } from '../../server/cli/reach';
import { readEnv } from '../../server/config/env';

/** The private link ('/tours/{key}') of the latest tour confirmation mailed to `email`, read from the outbox as an operator would. */
export async function mailedTourPath(dataDir: string, email: string): Promise<string> {
  const env = readEnv({ DATA_DIR: dataDir });
  const outbox = await runCommand(env, { name: 'outbox' });
  const row = outbox.table?.rows.find(([, , kind, to]) => kind === 'tour-booked' && to === email);
  if (!row) throw new Error(`no tour confirmation to ${email} in the outbox`);
  const mail = await runCommand(env, { name: 'outbox', id: Number(row[0]) });
  const link = /https?:\/\/[^/\s]+(\/tours\/[\w-]+)/.exec(mail.message ?? '');
  if (!link) throw new Error(`no tour link in mail ${row[0]}`);
  return link[1];
}
