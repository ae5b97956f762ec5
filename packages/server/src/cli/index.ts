export { DRAIN_USAGE, drainCli, LEADS_USAGE, leadsCli, parseDrainArgs, parseLeadsArgs } from './leads';
export type { CliOutput } from './leads';
export { migrateCli } from './migrate';
export { runBrokerCommand } from './store-access';
export type { Command } from './store-access';
