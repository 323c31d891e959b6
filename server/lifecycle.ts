/**
 * Closes what the server holds, in order; gives up after `graceMs` so that SIGTERM stops the process within 5 s
 * whatever the storage does (issue 26: the drain before it takes most of that; server/index.ts sets both). The caller
 * exits then, which also ends the embedded database's thread if it is still held (its own close ends it after 1 s:
 * db/pglite-in-worker.ts).
 */
export async function shutDown({ app, db, graceMs }: { app: { close(): Promise<unknown> }; db: { close(): Promise<unknown> }; graceMs: number }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  try {
    await Promise.race([
      (async () => {
        await app.close();
        await db.close();
      })(),
      gaveUp,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
