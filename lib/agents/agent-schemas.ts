import { z } from "zod";

/** A JSON text field from a form: parsed here so a typo is a clear field error, not a crash. */
const jsonText = (what: string) =>
  z.string().transform((text, ctx) => {
    if (text.trim() === "") return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch (e) {
      ctx.addIssue({ code: "custom", message: `${what} is not valid JSON (${(e as Error).message}).` });
      return z.NEVER;
    }
  });

export const createAgentInput = z.object({
  name: z.string().trim().min(1, "Enter a name.").max(80).regex(/^[a-z0-9][a-z0-9_-]*$/i, "Use letters, digits, - and _ only."),
  tools: jsonText("Tools"),
  policy: jsonText("Policy").optional(),
  webhookUrl: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^https?$/, message: "Enter an http(s) URL." }).optional()),
});

export const updateAgentInput = createAgentInput.omit({ name: true }).extend({ agentId: z.string().min(1) });

export const createKeyInput = z.object({ agentId: z.string().min(1), name: z.string().trim().min(1, "Name the key.").max(80) });
export const revokeKeyInput = z.object({ keyId: z.string().min(1) });
export const redeliverInput = z.object({ deliveryId: z.string().min(1) });
