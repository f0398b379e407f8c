// Moved to lib/held-items (shared by the agent API, review and the answer key); check-tool-call.ts and
// import-transcript.ts still import it from here until their owners switch.
export { argumentsPayload, canonicalJson, payloadHash } from "../held-items/payload-hash";
