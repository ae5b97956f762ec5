import { writeReport } from './report';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__BUDGETS_SITE__?.close();
  globalThis.__BUDGETS_SITE__ = undefined;
  console.log(writeReport());
}
