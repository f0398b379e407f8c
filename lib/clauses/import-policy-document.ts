import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { draftClauseFacts } from "./draft-clause-facts";
import { parsePolicyMarkdown } from "./parse-policy-markdown";
import { factsJson } from "./stored-facts";

export interface ImportResult {
  /** Ids of the draft clauses created, in document order. */
  created: string[];
  /** Parts of the document whose exact text is already a clause (any state but retired): not duplicated. */
  alreadyInLibrary: string[];
}

const MAX_DRAFTS = 500;
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * A policy document → draft clauses, in one transaction: all of them or none. Ids come from the
 * headings and skip every id and alias already taken; a part whose text is already a clause is
 * left out (re-importing the same document adds nothing). Drafts are not used by the verifier
 * until their owner publishes them. Each draft carries the facts its sentences state, unconfirmed.
 */
export async function importPolicyDocument(db: DbClient, actor: Actor, input: { markdown: string; source?: string }): Promise<ImportResult> {
  const source = input.source?.trim() || "pasted policy";
  return db.$transaction(async (tx) => {
    const existing = await tx.clause.findMany({ select: { key: true, aliases: true, text: true, retiredAt: true } });
    const reserved = existing.flatMap((c) => [c.key, ...c.aliases]);
    const texts = new Set(existing.filter((c) => !c.retiredAt).map((c) => squash(c.text)));
    const drafts = parsePolicyMarkdown(input.markdown, { reserved });
    if (drafts.length === 0) throw new AppError("unprocessable", "The document has no policy text: only headings or blank lines.", { field: "markdown" });
    if (drafts.length > MAX_DRAFTS) throw new AppError("unprocessable", `The document makes ${drafts.length} clauses; at most ${MAX_DRAFTS} are imported at once. Split it by section.`, { field: "markdown" });
    const fresh = drafts.filter((d) => !texts.has(squash(d.text)));
    const alreadyInLibrary = drafts.filter((d) => texts.has(squash(d.text))).map((d) => d.id);
    for (const d of fresh) {
      const importedFrom = `${source}${d.headings.length ? ` § ${d.headings.join(" › ")}` : ""} (lines ${d.lines[0]}-${d.lines[1]})`.slice(0, 500);
      const text = d.text.slice(0, 20_000);
      // Drafted facts (confirmed: false) for the owner to confirm beside their sentences.
      const data = { key: d.id, title: d.title.slice(0, 200), text, scope: {}, facts: factsJson(draftClauseFacts(text)) };
      const clause = await tx.clause.create({ data: { ...data, aliases: [], version: 1, draft: true, importedFrom } });
      await tx.clauseVersion.create({ data: { ...data, clauseId: clause.id, version: 1, createdById: actor.id } });
    }
    await recordAuditEvent(tx, {
      actor,
      action: "clause.import",
      target: { type: "clause_library", id: source },
      details: { source, created: fresh.map((d) => d.id), alreadyInLibrary },
    });
    return { created: fresh.map((d) => d.id), alreadyInLibrary };
  });
}
