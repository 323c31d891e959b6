import { APP_CODE_TEMPLATE_ID, RENDER_DATA_BLOCKS, type RenderedPage } from '@/shared/renderSeam';

/** JSON inside a <script type="application/json">: nothing in it may close the element or open a comment. */
export function jsonBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * The rendered markup in #root, followed by the data it was rendered with (src/app/hydration.ts reads it): the
 * queries, the router's state and, for a member's page only, the screen it was laid out for.
 */
export function withRenderedRoot(template: string, page: Pick<RenderedPage, 'html' | 'queries' | 'router' | 'screen'>): string {
  const screen = page.screen ? jsonBlock(RENDER_DATA_BLOCKS.screen, page.screen) : '';
  const data = jsonBlock(RENDER_DATA_BLOCKS.queries, page.queries) + jsonBlock(RENDER_DATA_BLOCKS.router, page.router) + screen;
  return template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}

/**
 * index.html tells a browser without JavaScript that the site needs it to show anything; a rendered page reads fine
 * without it, and only its forms, filters and galleries do not work (the footer has the phone number).
 */
export function withRenderedPageNotice(template: string): string {
  return template.replace(/<noscript>[\s\S]*?<\/noscript>/, '<noscript>Our forms, search filters and photo galleries need JavaScript. You can also call us at the number below.</noscript>');
}

/** A tag's attributes by name (quoted values, or none for a boolean attribute), in whatever order they are written. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value = ''] of tag.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/gi)) found.set(name.toLowerCase(), value);
  return found;
}

/** The build's entry (`index-…`) and the chunk of everything the entry imports (`app-…`, named in vite.config.ts). */
const APP_CODE = /^\/assets\/(index|app)-[^/]+\.js$/;

function isAppCode(tag: string): boolean {
  const attrs = attributes(tag);
  const url = tag.startsWith('<script') ? attrs.get('src') : attrs.get('rel') === 'modulepreload' ? attrs.get('href') : undefined;
  return url !== undefined && APP_CODE.test(url);
}

/**
 * A rendered page is read before its script runs: the app's code waits, inert in a <template>, until the first screen
 * (its photo) is shown, and the page's first script then adds it (src/lib/firstScreen). Fetched beside the photo, the
 * app's 140 kB share a phone's bandwidth with it and delay it. The early-input script and the small chunks it shares
 * stay where they are: they hold a tap made meanwhile. The template takes the place of the first tag it holds; the
 * preload of the app's chunk goes first in it, so both files are asked for at once.
 */
export function withAppCodeAfterFirstScreen(template: string): string {
  const held: string[] = [];
  const PLACE = '\u0000app-code\u0000';
  const rest = template.replace(/<script\b[^>]*><\/script>|<link\b[^>]*>/g, (tag) => {
    if (!isAppCode(tag)) return tag;
    held.push(tag);
    return held.length === 1 ? PLACE : '';
  });
  const ordered = [...held.filter((tag) => tag.startsWith('<link')), ...held.filter((tag) => tag.startsWith('<script'))];
  return rest.replace(PLACE, () => `<template id="${APP_CODE_TEMPLATE_ID}">${ordered.join('')}</template>`);
}
