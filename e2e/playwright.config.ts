import { defineConfig, devices } from '@playwright/test';
import { appUrl } from './support/env.ts';

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e/results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: appUrl,
    // A failure keeps its trace (actions, network, DOM snapshots) and a screenshot; the trace's
    // screencast is off: encoding a frame for every paint of every journey took a core's share
    // of the two (the GPU process and the compositor) from the journeys themselves.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Journeys tagged @phone need a small screen (the burger menu); the rest run on desktop.
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
});
