/** Closes what the server holds, in order; gives up after `graceMs` so a wedged database cannot keep the process alive. */
export async function shutDown({ app, db, graceMs = 10_000 }: { app: { close(): Promise<unknown> }; db: { close(): Promise<unknown> }; graceMs?: number }): Promise<void> {
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
