import { Writable } from 'node:stream';

const REDACTED = '[redacted]';

/**
 * Where a sublet's key (its only proof of ownership, docs/decisions/004-sublet-capability-keys.md) shows in what the
 * server logs: the owner's data query, the upload URL, the owner's page (and its confirmation key) and the delete header.
 */
const KEY_PLACES: RegExp[] = [
  /(assetKey=)[^&\s"#]+/gi,
  // The confirmation link mailed to the poster (issue 17): /sublets/{key}?confirm={confirmKey}.
  /([?&]confirm=)[^&\s"#]+/gi,
  /(\/api\/admin\/sublets\/assets\/)[^/?\s"#]+/g,
  // The owner's page: /sublets/{key} at the start of a path (not /api/.../sublets/{id}), bare or after an origin.
  /((?:^|["'\s]|\/\/[^/\s"']+)\/sublets\/)(?!new\b)[^/?\s"#]+/g,
  /("x-sublet-key"\s*:\s*")[^"]*/gi,
  // Issue 24: a booked tour's private key, in the API (/api/tour-booking/tours/{key}/...) and on its page (/tours/{key}).
  /(\/api\/tour-booking\/tours\/)[^/?\s"#]+/g,
  /((?:^|["'\s]|\/\/[^/\s"']+)\/tours\/)[^/?\s"#]+/g,
];

/** `text` with every sublet key replaced by [redacted]. */
export function redactSecrets(text: string): string {
  return KEY_PLACES.reduce((result, place) => result.replace(place, `$1${REDACTED}`), text);
}

/**
 * The log's destination, redacting every line on its way out (issue 15): whatever a log call includes (a URL, an
 * error's message), a key never reaches the log file.
 */
export function redactingStream(destination: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      destination.write(redactSecrets(chunk.toString()));
      done();
    },
  });
}
