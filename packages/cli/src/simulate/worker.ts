import { playIndexed } from './games';
import { serveGames } from './worker-protocol';

// A simulation worker process (started through worker-entry.js, which lets it load TypeScript).
serveGames(playIndexed);
