import type { Command } from 'commander';
import { rulesSchema } from '@everrain/session';
import type { RuleOptions } from '@everrain/engine';

/** The rules options a game can be set up with, as stored in saves and scenario files: the session's schema. */
export { rulesSchema };

export interface RulesFlags {
  firstPlayer: string;
  shipDamage: string;
  trauma: string;
  finalConfrontation?: boolean;
  boarding?: boolean;
  exhaustiveExpeditions?: boolean;
  agendaPace?: string;
}

/** The command-line flags for every rules option (docs/rules-decisions.md names each). */
export function addRulesFlags(command: Command): Command {
  return command
    .option('--first-player <rule>', 'clockwise (the token passes) or choose (pick each round)', 'clockwise')
    .option('--ship-damage <rule>', 'fateDie (reference manual) or colourOrder (rulebook)', 'fateDie')
    .option('--trauma <rule>', 'choose (players spread Trauma) or random (the damage step spreads it)', 'choose')
    .option('--final-confrontation', 'the enemy reaching the end of the track summons the Elder One for a last stand')
    .option('--boarding', 'the advanced Boarding rule')
    .option('--exhaustive-expeditions', 'the advanced Exhaustive Expeditions rule')
    .option('--agenda-pace <pace>', 'difficulty: gentle (the Agenda moves one space less each round), standard (2 + 1 per player) or harsh (one more); heuristic-bot win rates at 1/2/3/4 players, medium: gentle 54/64/70/70%, standard 38/43/57/58%, harsh 34/21/44/52% (docs/balance.md) (default: standard)');
}

/** The options from the flags, or a one-line problem. */
export function rulesFromFlags(o: RulesFlags): { rules: Partial<RuleOptions> } | { problem: string } {
  const parsed = rulesSchema.safeParse({
    firstPlayer: o.firstPlayer,
    shipDamage: o.shipDamage,
    traumaDistribution: o.trauma,
    finalConfrontation: o.finalConfrontation ?? false,
    boarding: o.boarding ?? false,
    exhaustiveExpeditions: o.exhaustiveExpeditions ?? false,
    ...(o.agendaPace !== undefined && o.agendaPace !== 'standard' ? { agendaPace: o.agendaPace } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const flag = { firstPlayer: '--first-player', shipDamage: '--ship-damage', traumaDistribution: '--trauma', agendaPace: '--agenda-pace' }[String(issue?.path[0]) as 'firstPlayer'] ?? 'a rules flag';
    return { problem: `${flag}: ${issue?.message ?? 'invalid value'}` };
  }
  return { rules: parsed.data };
}
