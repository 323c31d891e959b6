/**
 * Makes the two short tour videos the seeded floor plans link to (server/tours/*.webm): a walkthrough and a 360°
 * pan of a drawn room. Chromium records them from a canvas (MediaRecorder, VP8 WebM), so no video tool is needed.
 * Run once with `npx tsx scripts/tour-videos.ts`; the files are committed, so the demo plays with no network.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const OUT = path.resolve(import.meta.dirname, '../server/tours');
const SECONDS = 4;

/** Runs in the page: draws a room that the camera moves through and records it. */
async function record({ kind, seconds }: { kind: 'walkthrough' | 'panorama'; seconds: number }): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d')!;
  const room = (offset: number) => {
    const wall = ['#e9dcc9', '#d9e4d2', '#dcd6ea', '#f0d9cf'];
    for (let index = -1; index < 6; index += 1) {
      const left = index * 320 - (offset % 320);
      context.fillStyle = wall[(index + 4 + Math.floor(offset / 320)) % 4];
      context.fillRect(left, 0, 320, 260);
      context.fillStyle = '#a7c7e7';
      context.fillRect(left + 90, 50, 140, 90);
      context.fillStyle = '#8a6d4b';
      context.fillRect(left + 60, 190, 200, 50);
    }
    context.fillStyle = '#b59a78';
    context.fillRect(0, 260, 640, 100);
  };
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  recorder.start();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const elapsed = (performance.now() - start) / 1000;
      const progress = Math.min(1, elapsed / seconds);
      if (kind === 'walkthrough') {
        context.save();
        const zoom = 1 + progress * 0.6;
        context.translate(320, 180);
        context.scale(zoom, zoom);
        context.translate(-320, -180);
        room(progress * 120);
        context.restore();
      } else room(progress * 1280);
      context.fillStyle = 'rgba(31, 26, 23, 0.7)';
      context.fillRect(0, 320, 640, 40);
      context.fillStyle = '#fff';
      context.font = '20px sans-serif';
      context.fillText(kind === 'walkthrough' ? 'Video tour · sample walkthrough' : '360° video tour · sample room', 16, 347);
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });
const page = await browser.newPage();
// tsx keeps function names with a `__name` helper that the page does not have.
await page.evaluate('window.__name = (fn) => fn');
for (const kind of ['walkthrough', 'panorama'] as const) {
  const video = Buffer.from(await page.evaluate(record, { kind, seconds: SECONDS }), 'base64');
  writeFileSync(path.join(OUT, `${kind}.webm`), video);
  console.log(`${kind}.webm: ${video.length} bytes`);
}
await browser.close();
