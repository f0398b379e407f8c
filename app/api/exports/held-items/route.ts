// GET /api/exports/held-items?format=csv|jsonl&range=30d: held items with decisions and findings (managers).
import { defineRoute } from "@/lib/auth/define-route";
import { exportHeldItemsHandler } from "@/lib/dashboard/export-route";

export const dynamic = "force-dynamic";

export const GET = defineRoute("dashboard:view", exportHeldItemsHandler);
