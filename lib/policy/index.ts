export * from "./types";
export { parsePolicy, loadPolicyFile, emptyPolicy, PolicyError, DEFAULT_HOLD_THRESHOLD, DEFAULT_RETRY_LIMIT } from "./parse-policy";
export { effectiveTools, inferArgRole, inferUnit, inferWrites, schemaLeaves, READ_VERBS } from "./infer-roles";
export { describeToolRoles } from "./describe-tool-roles";
