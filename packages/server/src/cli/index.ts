export { drainCli, leadsCli } from './leads';
export type { CliOutput } from './leads';
export { migrateCli } from './migrate';
