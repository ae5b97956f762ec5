import type { AddressInfo } from 'node:net';
import { serveStorybook } from './storybook';

/** Serves the built Storybook for the visual test; STORYBOOK_URL tells the tests where. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await serveStorybook();
  process.env.STORYBOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => new Promise((done) => server.close(() => done()));
}
