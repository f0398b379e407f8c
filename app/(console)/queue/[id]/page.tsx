// The review of one held item: the flagged values beside their sources, and the decision.
import type { Metadata } from "next";
import Link from "next/link";
import { NotAllowed } from "@/components/not-allowed";
import { CommentThread } from "@/components/review/comment-thread";
import { Conversation } from "@/components/review/conversation";
import { ItemWorkspace } from "@/components/review/item-workspace";
import { ReasonCode, StatusBadge } from "@/components/review/labels";
import { ReplyEvidence } from "@/components/review/reply-evidence";
import { WriteEvidence } from "@/components/review/write-evidence";
import { pageAccess } from "@/lib/auth/page-access";
import { DECISIONS } from "@/lib/review/decisions";
import { heldItemPage } from "@/lib/review/held-item-page";
import { parseQueueParams, queueSearch } from "@/lib/review/queue-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Held item" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function HeldItemPage({ params, searchParams }: Props) {
  const { actor, allowed } = await pageAccess("queue:view");
  if (!allowed) return <NotAllowed what="the review queue" permission="queue:view" role={actor.role} />;
  const { id } = await params;
  const view = parseQueueParams(await searchParams);
  const filters = { ...view, page: undefined, size: undefined, sort: undefined, dir: undefined };
  const search = queueSearch(filters);
  const loaded = await heldItemPage(actor, id, view);
  if (!loaded) {
    return (
      <p role="alert" className="rounded border border-slate-300 bg-white p-4">
        No such held item. <Link href="/queue" className="underline">Back to the queue</Link>
      </p>
    );
  }
  const { item, adjacent, assignable, comments, people, clauses } = loaded;
  const href = (other: string | null) => (other ? `/queue/${other}${search}` : null);

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm text-slate-600">
        <Link href={`/queue${queueSearch(view)}`} className="underline">
          {view.status === "escalated" ? "Escalations" : "Queue"}
        </Link>{" "}
        / {item.ticket.externalId}
      </nav>
      <header className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-xl font-semibold">
          {item.kind === "write" ? (
            <>
              Held call <code className="font-mono">{item.toolName}</code>
            </>
          ) : (
            "Held reply"
          )}
        </h1>
        <StatusBadge status={item.status} />
        <span className="flex gap-1">
          {item.reasonCodes.map((c) => (
            <ReasonCode key={c} code={c} />
          ))}
        </span>
        <dl className="flex flex-wrap gap-x-4 text-sm text-slate-600">
          <div>
            <dt className="inline">Agent </dt>
            <dd className="inline text-slate-900">{item.agent.name}</dd>
          </div>
          <div>
            <dt className="inline">Ticket </dt>
            <dd className="inline font-mono text-slate-900">{item.ticket.externalId}</dd>
          </div>
          <div>
            <dt className="inline">Customer </dt>
            <dd className="inline font-mono text-slate-900">{item.customer.externalId}</dd>
            {item.customer.name ? <dd className="inline"> ({item.customer.name})</dd> : null}
          </div>
          <div>
            <dt className="inline">Run </dt>
            <dd className="inline font-mono text-xs text-slate-900">{item.runId}</dd>
          </div>
          {item.assignee ? (
            <div>
              <dt className="inline">Assigned to </dt>
              <dd className="inline text-slate-900">{item.assignee.name}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <ItemWorkspace
        key={item.id}
        item={{ id: item.id, kind: item.kind, toolName: item.toolName, status: item.status, payload: item.payload, schema: item.tool?.parameters ?? null, assigneeId: item.assignee?.id ?? null, reasonCodes: item.reasonCodes }}
        canDecide={item.canDecide}
        allowed={item.allowed}
        clauses={clauses}
        canReassign={item.canReassign}
        initialLease={item.lease}
        people={assignable}
        previousHref={href(adjacent.previous)}
        nextHref={href(adjacent.next)}
        queueHref={`/queue${queueSearch(view)}`}
        filterSearch={search}
      >
        {item.kind === "write" ? <WriteEvidence item={item} /> : <ReplyEvidence item={item} />}
        {item.decisions.length > 0 && (
          <section aria-labelledby="history" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="history" className="mb-2 text-sm font-semibold text-slate-700">
              History
            </h2>
            <ol className="space-y-1 text-sm">
              {item.decisions.map((d) => (
                <li key={d.id} data-testid={`history-${d.action}`}>
                  <span className="font-medium">{d.actor}</span> {DECISIONS[d.action].past} ·{" "}
                  <time dateTime={d.at}>{d.at.replace("T", " ").slice(0, 16)} UTC</time>
                  {d.note ? <q className="ml-2 text-slate-700">{d.note}</q> : null}
                  {d.instead ? <span className="ml-2 text-slate-700">· instead: {d.instead}</span> : null}
                  {d.retrievedByReviewer.length ? (
                    <span className="ml-2 text-slate-700">· cited {d.retrievedByReviewer.map((c) => c.key).join(", ")} (retrieved by {d.retrievedByReviewer[0].by.name}, not by the run)</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        )}
        <CommentThread itemId={item.id} comments={comments} people={people} />
        <Conversation messages={item.conversation} checkedAt={item.check.position} />
      </ItemWorkspace>
    </>
  );
}
