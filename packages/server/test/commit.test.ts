import { describe, expect, it } from 'vitest';
import { createGame } from './client';
import { testServer } from './helpers';

describe('group commit: acks first, then what follows them', () => {
  it("sends every ack of a commit before any of its updates, and a commit's updates before the next commit's acks", async () => {
    const server = await testServer();
    const committer = server.host.committer;
    const games = await Promise.all([0, 1].map(async () => (await createGame(server.url, { players: 2, length: 'short' })).game));
    const rooms = await Promise.all(games.map(async (id) => (await server.host.room(id))!));
    const sent: string[] = [];
    // Two games move in one turn of the event loop (one commit); a chat line is queued after them.
    rooms.forEach((room, i) => {
      committer.add({ game: room.id, version: room.version + 1, seat: 0, clientId: `a${i}`, action: '{}', at: 0 }, room.summary(), () => {
        sent.push(`ack ${i}`);
        if (i === 0) {
          // The next commit, queued once the first is durable.
          committer.add({ game: room.id, version: room.version + 2, seat: 0, clientId: 'b', action: '{}', at: 0 }, room.summary(), () => {
            sent.push('ack next');
            return () => sent.push('update next');
          });
        }
        return () => sent.push(`update ${i}`);
      });
    });
    committer.later(() => sent.push('chat'));
    await committer.idle();
    await committer.idle();
    expect(sent).toEqual(['ack 0', 'ack 1', 'update 0', 'update 1', 'chat', 'ack next', 'update next']);
    // Every one of them is durable.
    expect((await server.host.store.loadActions(games[0]!, 0)).map((a) => a.clientId)).toEqual(['a0', 'b']);
    await server.close();
  });
});
