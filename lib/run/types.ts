/**
 * The run model shared by the tool-call guard and the reply verifier.
 *
 * Agents speak OpenAI Chat Completions or Anthropic Messages; both are normalised into one flat,
 * ordered list of entries. Every entry keeps `index`, the position of the message it came from in
 * the caller's original `messages` array, so any location we report (message index + span) points
 * into the data the caller actually holds, not into our copy.
 */

export type RunFormat = "openai" | "anthropic";

/** A tool call the assistant asked for. `rawArguments` is exactly what the model produced. */
export interface ToolCall {
  id: string;
  name: string;
  /** OpenAI sends a JSON string; Anthropic sends an object. Missing means the key was absent. */
  rawArguments: unknown;
}

interface EntryBase {
  /** Index of the source message in the original messages array. */
  index: number;
  /** Position of this entry in the normalised list (strictly increasing). */
  seq: number;
}

export interface SystemEntry extends EntryBase {
  role: "system";
  text: string;
}

/** Words of the customer (the human on the ticket). */
export interface UserEntry extends EntryBase {
  role: "user";
  text: string;
}

export interface AssistantEntry extends EntryBase {
  role: "assistant";
  /** Prose the assistant addressed to the customer (may be empty when it only called tools). */
  text: string;
  toolCalls: ToolCall[];
}

export interface ToolResultEntry extends EntryBase {
  role: "tool";
  toolCallId: string;
  /** Name of the tool whose call this answers, when the call was seen earlier in the run. */
  toolName: string | null;
  /** The result as text: the exact string the tool returned (text blocks joined with "\n"). */
  content: string;
  isError: boolean;
}

export type RunEntry = SystemEntry | UserEntry | AssistantEntry | ToolResultEntry;

export interface NormalizedRun {
  format: RunFormat;
  entries: RunEntry[];
}

/** Facts about a run that come from the ticket, not from the conversation. */
export interface RunFacts {
  /** The customer who opened the ticket. Used to detect actions on another customer's entities. */
  customerId?: string;
}

/** A tool definition, whichever format it arrived in. */
export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
}
