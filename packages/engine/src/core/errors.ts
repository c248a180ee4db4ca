export type EngineErrorCode = 'malformed-action' | 'not-your-turn' | 'illegal-action' | 'game-over' | 'invalid-options';

/** A refused action or setup: the state it was applied to is unchanged. */
export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
}

export function engineError(code: EngineErrorCode, message: string): EngineError {
  return { code, message };
}
