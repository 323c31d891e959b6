import { afterEach, describe, expect, it } from 'vitest';
import { APP_CODE_TEMPLATE_ID } from '@/shared/renderSeam';
import { startAppAfterFirstScreen } from './startAppAfterFirstScreen';

const HELD = '<link rel="modulepreload" crossorigin href="/assets/app-A.js"><script type="module" crossorigin src="/assets/index-B.js"></script>';

function renderedPage(body: string) {
  document.head.innerHTML = `<template id="${APP_CODE_TEMPLATE_ID}">${HELD}</template>`;
  document.body.innerHTML = body;
}

/** A photo still on its way (jsdom loads none: `complete` says what a browser would). */
function photoOnItsWay(image: HTMLImageElement) {
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
}

const liveAppTags = () => [...document.head.children].filter((element) => element.localName !== 'template').map((element) => element.outerHTML);
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("issue 27 (LCP): a rendered page's app code starts once the first screen is shown", () => {
  it('waits for the photos the page marks as its largest, then adds the held tags as live ones', async () => {
    renderedPage('<img fetchpriority="high" src="/api/asset/download/a?w=640" alt="Dunn Studio floor plan"><img src="/later.webp" alt="">');
    const photo = document.querySelector('img')!;
    photoOnItsWay(photo);
    const started = startAppAfterFirstScreen(document, 5_000);
    await settle(50);
    expect(liveAppTags()).toEqual([]);

    photo.dispatchEvent(new Event('load'));
    await started;
    expect(liveAppTags()).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/app-A.js">',
      '<script type="module" crossorigin="" src="/assets/index-B.js"></script>',
    ]);
    expect(document.getElementById(APP_CODE_TEMPLATE_ID)).toBeNull();
  });

  it('a photo that fails to load does not hold the app back', async () => {
    renderedPage('<img fetchpriority="high" src="/missing" alt="">');
    photoOnItsWay(document.querySelector('img')!);
    const started = startAppAfterFirstScreen(document, 5_000);
    await settle(20);
    document.querySelector('img')!.dispatchEvent(new Event('error'));
    await started;
    expect(liveAppTags()).toHaveLength(2);
  });

  it('on a network too slow for the photos, the app starts after the wait anyway', async () => {
    renderedPage('<img fetchpriority="high" src="/slow" alt="">');
    photoOnItsWay(document.querySelector('img')!);
    await startAppAfterFirstScreen(document, 30);
    expect(liveAppTags()).toHaveLength(2);
  });

  it('a page without such photos (a form) starts its app after the first frame', async () => {
    renderedPage('<h1>Post your sublet for free. Listing remains active for 30 days</h1>');
    await startAppAfterFirstScreen(document);
    expect(liveAppTags()).toHaveLength(2);
  });

  it('index.html served as it is (no template) is left alone: its own script tags start the app', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await startAppAfterFirstScreen(document);
    expect(document.head.children).toHaveLength(0);
  });
});
