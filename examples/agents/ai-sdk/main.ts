// The Sundry incidents through the Vercel AI SDK against a Groundcheck server (remote mode):
// GROUNDCHECK_URL=http://localhost:3000 GROUNDCHECK_API_KEY=gck_… GROUNDCHECK_WAIT_MS=120000 npx tsx examples/agents/ai-sdk/main.ts
// The held $38.00 refund waits for a reviewer in the console (edit it to 1900 and approve).
import { runRemoteExample } from "../sdk-scenario/remote-main";
import { runConversation } from "./sundry-agent";

runRemoteExample("ai-sdk", runConversation);
