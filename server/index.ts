import { buildApp } from './app';
import { readEnv } from './env';

const env = readEnv();
const app = await buildApp({ distDir: env.distDir, logger: { level: process.env.LOG_LEVEL ?? 'info' } });

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: env.port, host: env.host });
