/**
 * The share of policy sentences the verifier left `not_checked` (nothing in code settles them;
 * they pass): not_checked policy claims over all policy claims checked, per agent and per day.
 * Seed 004: fail-open is honest only while it is watched, so a share above the managers'
 * threshold is flagged. Pure: the rows come from notCheckedRates (not-checked-rates.ts).
 */

/** Policy claims of one agent on one UTC day, as the database counts them. */
export interface NotCheckedRow {
  day: string;
  agentId: string;
  agent: string;
  policy: number;
  notChecked: number;
}

export interface ShareCell {
  /** Policy sentences checked (passed and held replies alike). */
  policy: number;
  notChecked: number;
  /** notChecked / policy; null when no policy sentence was checked. */
  share: number | null;
  /** True when the share is above the threshold. */
  over: boolean;
}

export interface NotCheckedShare {
  /** The alarm threshold, a fraction (0.2 = 20%). */
  threshold: number;
  total: ShareCell;
  /** Every agent with policy sentences in the range, highest share first. */
  agents: ({ id: string; name: string } & ShareCell)[];
  /** Every day of the range, oldest first, with each agent's cell (absent: no policy sentence that day). */
  days: { day: string; total: ShareCell; byAgent: Record<string, ShareCell> }[];
  /** Set when the range's share, or an agent's, is above the threshold. */
  alarm: { overall: boolean; agents: { id: string; name: string; share: number }[] } | null;
}

export function shareCell(policy: number, notChecked: number, threshold: number): ShareCell {
  const share = policy > 0 ? notChecked / policy : null;
  return { policy, notChecked, share, over: share !== null && share > threshold };
}

type Sum = { policy: number; notChecked: number };
const add = (m: Map<string, Sum>, key: string, r: Sum) => {
  const s = m.get(key) ?? { policy: 0, notChecked: 0 };
  s.policy += r.policy;
  s.notChecked += r.notChecked;
  m.set(key, s);
};

/** Aggregates the per-agent-per-day rows over `days` (the range's days) against `threshold`. */
export function notCheckedShare(rows: readonly NotCheckedRow[], days: readonly string[], threshold: number): NotCheckedShare {
  const names = new Map<string, string>();
  const byAgent = new Map<string, Sum>();
  const byDay = new Map<string, Sum>();
  const cells = new Map<string, Sum>();
  const all: Sum = { policy: 0, notChecked: 0 };
  for (const r of rows) {
    names.set(r.agentId, r.agent);
    add(byAgent, r.agentId, r);
    add(byDay, r.day, r);
    add(cells, `${r.day} ${r.agentId}`, r);
    all.policy += r.policy;
    all.notChecked += r.notChecked;
  }
  const agents = [...byAgent]
    .map(([id, s]) => ({ id, name: names.get(id) ?? id, ...shareCell(s.policy, s.notChecked, threshold) }))
    .sort((a, b) => (b.share ?? -1) - (a.share ?? -1) || a.name.localeCompare(b.name));
  const total = shareCell(all.policy, all.notChecked, threshold);
  const over = agents.filter((a) => a.over).map((a) => ({ id: a.id, name: a.name, share: a.share! }));
  return {
    threshold,
    total,
    agents,
    days: days.map((day) => {
      const d = byDay.get(day) ?? { policy: 0, notChecked: 0 };
      const perAgent: Record<string, ShareCell> = {};
      for (const a of agents) {
        const c = cells.get(`${day} ${a.id}`);
        if (c) perAgent[a.id] = shareCell(c.policy, c.notChecked, threshold);
      }
      return { day, total: shareCell(d.policy, d.notChecked, threshold), byAgent: perAgent };
    }),
    alarm: total.over || over.length > 0 ? { overall: total.over, agents: over } : null,
  };
}
