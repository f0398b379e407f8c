"use client";

import { markRead, setTeamWebhook } from "@/app/(console)/notifications/actions";
import { ActionResultMessage } from "@/components/action-result";
import { useBoundAction } from "@/components/use-bound-action";

export function MarkAllRead({ disabled }: { disabled: boolean }) {
  const { run, pending } = useBoundAction(markRead, { refresh: true });
  return (
    <button
      type="button"
      disabled={disabled || pending}
      className="rounded border border-slate-300 bg-white px-3 py-1 text-sm disabled:opacity-50"
      onClick={() => run({ ids: "all" })}
    >
      Mark all read
    </button>
  );
}

/** Where the team's notifications are also posted (Slack, Mattermost or any incoming webhook taking `{ text }`). */
export function TeamWebhookForm({ url }: { url: string | null }) {
  const { run, pending, result } = useBoundAction(setTeamWebhook);
  return (
    <form
      aria-label="Team webhook"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get("url");
        run({ url: value });
      }}
    >
      <h2 className="font-medium">Team webhook</h2>
      <p className="text-slate-600">Every notification is also POSTed here as Slack-compatible JSON (<code className="font-mono">{"{ text, blocks }"}</code>). Leave empty to stop.</p>
      <label className="block">
        Incoming webhook URL
        <input name="url" type="text" defaultValue={url ?? ""} placeholder="https://hooks.slack.com/services/…" className="mt-1 block w-full rounded border border-slate-300 px-2 py-1" />
      </label>
      <button type="submit" disabled={pending} className="rounded bg-slate-900 px-3 py-1.5 text-white disabled:opacity-60">
        {pending ? "Saving…" : "Save"}
      </button>
      <ActionResultMessage result={result} />
    </form>
  );
}
