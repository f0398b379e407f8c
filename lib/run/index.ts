export * from "./types";
export { normalizeRun, detectFormat, RunFormatError } from "./normalize-run";
export { normalizeTools, ToolDefinitionError } from "./normalize-tools";
