import type { GuardCode } from "./codes";

export interface Attempt {
  call_id: string;
  tool: string;
  code: GuardCode;
  message: string;
}

/** Per-run memory of the guard: the current streak of rejected calls (rule 9). */
export interface RunState {
  rejected: Attempt[];
}

export function createRunState(): RunState {
  return { rejected: [] };
}
