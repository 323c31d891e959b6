import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Tests reach their helpers as `@tests/render`, `@tests/msw/server`, wherever the test file sits.
    resolve: { alias: { '@tests': fileURLToPath(new URL('./tests', import.meta.url)) } },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**'],
            setupFiles: ['tests/setup.ts'],
            // Every test starts with fresh mocks: no call counts or spies carried over from an earlier test.
            mockReset: true,
            restoreMocks: true,
            // Two cores run jsdom, msw and React together; the 5 s default leaves no margin on a busy machine.
            testTimeout: 15_000,
            css: { modules: { classNameStrategy: 'non-scoped' } },
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            exclude: ['server/**/*.load.test.ts'],
            // Migrates and seeds one template database per run; each test file starts from a copy of it.
            globalSetup: ['server/test/global-setup.ts'],
            // Each file opens its own embedded database; a few at a time keeps two cores responsive.
            maxWorkers: 2,
            // Runs after the web project rather than beside it: the two together would oversubscribe two cores.
            sequence: { groupOrder: 1 },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'load',
            environment: 'node',
            include: ['server/**/*.load.test.ts'],
            // Last and alone: its 30 s of traffic should measure the server, not the other tests sharing two cores.
            sequence: { groupOrder: 2 },
            testTimeout: 90_000,
            // Starting and seeding the real server takes a minute when the machine is busy.
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
