/**
 * `npm run bench`: measures; never fails the suite. Each section prints its own figures.
 * Sections live in scripts/bench/*.ts and export `run(): Promise<void>`.
 */
const sections: Array<[string, () => Promise<{ run: () => Promise<void> }>]> = [
  ['Bundle', () => import('./bench/bundle.ts')],
  ['Re-filter 500 floor plans', () => import('./bench/filter.ts')],
  ['Lighthouse (mobile)', () => import('./bench/lighthouse.ts')],
  ['Interactions on a phone (issue 27)', () => import('./bench/interactions.ts')],
  ['Local API', () => import('./bench/api.ts')],
  ['Shutdown', () => import('./bench/shutdown.ts')],
  ['Embedded database on its own thread', () => import('./bench/embedded-database.ts')],
  ['Rate limits in the database', () => import('./bench/limits.ts')],
  ["The leasing office's inbox, 10,000 leads (issue 22)", () => import('./bench/leads.ts')],
  ["The workspace's first screen, signed in (issue 22)", () => import('./bench/staff.ts')],
  ['Tours a renter books (issue 24)', () => import('./bench/tours.ts')],
  ['The home page as the portfolio grows: 1x, 10x, 30x (issue 28)', () => import('./bench/portfolio.ts')],
  ['The units CSV, 5,000 units: export, dry run and apply (issue 23)', () => import('./bench/catalog.ts')],
  ['A catalog edit seen by another process, and reads while editing (issue 23)', () => import('./bench/catalogLive.ts')],
  ['Alerts: one catalog change matched against 10,000 saved searches (issue 25)', () => import('./bench/alertMatching.ts')],
  ['The 7:00 alert digests of 10,000 saved searches, and page renders meanwhile (issue 25)', () => import('./bench/alertDigest.ts')],
];

for (const [name, load] of sections) {
  console.log(`\n== ${name} ==`);
  await (await load()).run();
}

export {};
