/**
 * The flags the server's node runs with in production (`npm start`, and the load bench's server, so it measures
 * what runs). A young generation of 64 MiB semi-spaces instead of V8's default: the server allocates a view,
 * its JSON and the events for every action, nearly all garbage a moment later, and scavenging them less often
 * halved the server's p99 at 1,000 games (docs/server.md, Load). Root and server package.json's `start` scripts
 * write the same flags (test/reach.test.ts checks they agree).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
