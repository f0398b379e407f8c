"use client";

import { useState } from "react";
import { addComment } from "@/app/(console)/queue/comment-actions";
import { useBoundAction } from "@/components/use-bound-action";
import type { CommentView } from "@/lib/comments/list-comments";

interface Props {
  itemId: string;
  comments: CommentView[];
  people: { id: string; name: string; handle: string }[];
}

/** A comment's text with its @mentions marked (as text: nothing in a comment is ever HTML). */
function Body({ body, handles }: { body: string; handles: Set<string> }) {
  const parts = body.split(/(@[a-z0-9][a-z0-9._+-]*(?:@[a-z0-9-]+(?:\.[a-z0-9-]+)+)?)/gi);
  return (
    <p className="whitespace-pre-wrap text-sm">
      {parts.map((p, i) =>
        p.startsWith("@") && handles.has(p.slice(1).split("@")[0].toLowerCase()) ? (
          <mark key={i} className="rounded bg-sky-100 px-0.5 text-sky-900">
            {p}
          </mark>
        ) : (
          p
        ),
      )}
    </p>
  );
}

/** The item's discussion: kept apart from decision notes (the agent never receives a comment). */
export function CommentThread({ itemId, comments, people }: Props) {
  const [body, setBody] = useState("");
  const { run, pending, result } = useBoundAction(addComment, { refresh: true });
  return (
    <section aria-labelledby="comments" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="comments" className="mb-2 text-sm font-semibold text-slate-700">
        Comments <span className="font-normal text-slate-500">(between people; the agent never sees them)</span>
      </h2>
      {comments.length === 0 ? (
        <p className="mb-2 text-sm text-slate-600">No comments yet.</p>
      ) : (
        <ol className="mb-3 space-y-2" data-testid="comment-list">
          {comments.map((c) => (
            <li key={c.id} className="rounded border border-slate-100 bg-slate-50 p-2" data-testid="comment">
              <p className="mb-1 text-xs text-slate-600">
                <span className="font-medium text-slate-900">{c.author}</span> · <time dateTime={c.at}>{c.at.replace("T", " ").slice(0, 16)} UTC</time>
                {c.mentions.length ? <span> · mentions {c.mentions.map((m) => m.name).join(", ")}</span> : null}
              </p>
              <Body body={c.body} handles={new Set(c.mentions.map((m) => m.handle))} />
            </li>
          ))}
        </ol>
      )}
      <form
        aria-label="Add a comment"
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          run({ id: itemId, body }, (r) => r.ok && setBody(""));
        }}
      >
        <label className="block text-sm">
          Comment
          <span className="block text-xs text-slate-600">Mention someone with @ and the start of their email, e.g. @{people[0]?.handle ?? "name"}.</span>
          <textarea className="mt-1 block w-full rounded border border-slate-300 p-2 text-sm" rows={2} value={body} onChange={(e) => setBody(e.target.value)} />
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <label className="text-sm">
            <span className="sr-only">Mention</span>
            <select className="rounded border border-slate-300 px-2 py-1 text-sm" value="" aria-label="Mention" onChange={(e) => e.target.value && setBody((b) => `${b}${b && !b.endsWith(" ") ? " " : ""}@${e.target.value} `)}>
              <option value="">Mention…</option>
              {people.map((p) => (
                <option key={p.id} value={p.handle}>
                  {p.name} (@{p.handle})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60">
            {pending ? "Posting…" : "Post comment"}
          </button>
        </div>
        {result && <p role={result.ok ? "status" : "alert"} className={`text-sm ${result.ok ? "text-emerald-900" : "text-red-900"}`}>{result.ok ? result.message : result.error.message}</p>}
      </form>
    </section>
  );
}
