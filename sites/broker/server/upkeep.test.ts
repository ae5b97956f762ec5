import type { BrokerServer, PurgeSummary } from '@broker/server';
import { UPKEEP } from './upkeep';

function serverWith(purge: PurgeSummary | undefined): BrokerServer {
  return {
    drain: jest.fn(async () => ({ delivered: 2, retrying: 1, dead: 0 })),
    dailyPurge: jest.fn(async () => purge),
  } as unknown as BrokerServer;
}

describe('Scheduled upkeep', () => {
  it('drains the outbox, then runs the retention purge when it is due', async () => {
    const server = serverWith({
      before: '2024-11-23T14:05:00.000Z',
      leads: 3,
      consents: 2,
      deliveries: 6,
      chatSessions: 1,
      chatMessages: 8,
      keptConsents: 2,
      recordsBefore: '2021-11-23T14:05:00.000Z',
      expiredConsents: 4,
      expiredSuppressions: 1,
    });
    expect(Object.keys(UPKEEP)).toEqual(['deliveries', 'retention']);
    expect(await UPKEEP.deliveries!(server)).toEqual({ delivered: 2, retrying: 1, dead: 0 });
    expect(await UPKEEP.retention!(server)).toEqual({
      purged: 1,
      leads: 3,
      consents: 2,
      deliveries: 6,
      chatSessions: 1,
      chatMessages: 8,
      keptConsents: 2,
      expiredConsents: 4,
      expiredSuppressions: 1,
    });
  });

  it('reports no purge on the runs between the daily ones', async () => {
    expect(await UPKEEP.retention!(serverWith(undefined))).toEqual({ purged: 0 });
  });
});
