import path from 'node:path';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  recaptchaSecret?: string;
}

/** The local API's configuration from the environment, with the defaults of design.md section 3. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    distDir: path.resolve(env.DIST_DIR || './dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'no-reply@limestoneliving.example',
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
  };
}
