/** The Sundry demo store's pack: a replacement is shipped as a new order. Data only. */
import type { Pack } from "../../types";

export const sundryPack: Pack = {
  id: "sundry",
  title: "Sundry (the demo store)",
  toolVerbs: { replacement: ["replace", "send", "book"], seller: ["send"] },
};
