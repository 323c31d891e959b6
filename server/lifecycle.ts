/**
 * Closes what the server holds, in order, always within `graceMs + closeWithinMs` so a supervisor's SIGTERM stops
 * the process within 5 s (issue 26): in-flight requests get `graceMs` to finish, then the database is closed whether
 * or not they did (the embedded one ends its thread when it does not close in time: pglite-in-worker.ts).
 */
export async function shutDown({ app, db, graceMs = 2_500, closeWithinMs = 1_200 }: { app: { close(): Promise<unknown> }; db: { close(): Promise<unknown> }; graceMs?: number; closeWithinMs?: number }): Promise<void> {
  await settledWithin(app.close(), graceMs);
  await settledWithin(db.close(), closeWithinMs);
}

async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
