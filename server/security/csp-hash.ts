import { createHash } from 'node:crypto';

/** The Content-Security-Policy source that lets in exactly this inline `<style>` or `<script>` content. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
}
