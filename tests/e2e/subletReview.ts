import { crc32, deflateSync } from 'node:zlib';
import { runCommand } from '../../server/cli/reach';
import { readEnv } from '../../server/config/env';

/**
 * What the staff side of a sublet journey needs: a real picture to upload, and the confirmation link of the mail
 * the poster received (read from the outbox with the operator's commands, as an operator would).
 */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 16x12 PNG of one colour, as a phone's camera roll would hand over a (much larger) picture. */
export function png([red, green, blue]: [number, number, number]): Buffer {
  const [width, height] = [16, 12];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The path and query of the confirmation link in the latest mail to `email` ('/sublets/{key}?confirm={key}'). */
export async function confirmationPath(dataDir: string, email: string): Promise<string> {
  const env = readEnv({ DATA_DIR: dataDir });
  const outbox = await runCommand(env, { name: 'outbox' });
  const row = outbox.table?.rows.find(([, , kind, to]) => kind === 'sublet-posted' && to === email);
  if (!row) throw new Error(`no confirmation mail to ${email} in the outbox`);
  const mail = await runCommand(env, { name: 'outbox', id: Number(row[0]) });
  const link = /https?:\/\/[^/\s]+(\/sublets\/[\w-]+\?confirm=[\w-]+)/.exec(mail.message ?? '');
  if (!link) throw new Error(`no confirmation link in mail ${row[0]}`);
  return link[1];
}
