#!/usr/bin/env node
// Runs the TypeScript sources directly through tsx: no build step between an edit and a game.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
