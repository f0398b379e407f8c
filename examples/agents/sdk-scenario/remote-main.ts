/**
 * What both SDK examples do when run from the command line: play every conversation in remote
 * mode against a Groundcheck server (GROUNDCHECK_URL, GROUNDCHECK_API_KEY), wait up to
 * GROUNDCHECK_WAIT_MS for a person's decision on a held call (its id is printed as `HELD <id>`),
 * and print `RESULT <json>` for a test to read.
 */
import { exampleSetup, runExample } from "../example-env";
import { CONVERSATIONS, type Conversation, type ConversationReport, type RunOptions } from "./sundry-conversations";

type RemoteOptions = { mode: "remote"; baseUrl: string; apiKey: string; run: { idempotency_key: string; ticket: { id: string; subject: string }; customer: { id: string; name: string } } };

export function runRemoteExample<O>(name: string, runConversation: (c: Conversation, o: RunOptions<O>) => Promise<ConversationReport>) {
  runExample(async () => {
    const { client, stamp, waitForDecisionMs, log } = exampleSetup(name);
    const groundcheck = (c: Conversation): RemoteOptions => {
      const ticket = `EX-${name.toUpperCase()}-${stamp}-${c.key}`;
      return { mode: "remote", baseUrl: client.baseUrl, apiKey: process.env.GROUNDCHECK_API_KEY!, run: { idempotency_key: ticket, ticket: { id: ticket, subject: c.subject }, customer: c.customer } };
    };
    const reports: ConversationReport[] = [];
    for (const c of CONVERSATIONS) reports.push(await runConversation(c, { groundcheck: groundcheck as (c: Conversation) => O, waitMs: waitForDecisionMs, log }));
    return { reports };
  });
}
