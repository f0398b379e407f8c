/** The retail pack (tau2 retail's shapes): an exchange swaps items and refunds or charges the difference. Data only. */
import type { Pack } from "../../types";

export const retailPack: Pack = {
  id: "retail",
  title: "Online store orders",
  toolVerbs: {
    exchange: ["swap", "change", "refund", "send"],
    return: ["send", "refund"],
  },
  claimWords: { exchanged: "exchange" },
};
