/**
 * The airline pack (tau-bench airline's shapes): what the engine cannot read from a run or a policy
 * of this domain on its own. Data only.
 */
import type { Pack } from "../../types";

export const airlinePack: Pack = {
  id: "airline",
  title: "Airline reservations",
  // send_certificate hands out a certificate (added to the account); a reservation's flights,
  // passengers and bags are changed by the update tools named for them.
  toolVerbs: {
    certificate: ["compensate", "send", "add"],
    baggages: ["add", "remove"],
    passengers: ["change"],
    flights: ["book", "change"],
  },
  // A reply's "gold member" and "basic economy" are the profile's and the reservation's state.
  stateValues: {
    membership: ["regular", "silver", "gold"],
    cabin: ["basic_economy", "economy", "business"],
  },
  createdFields: ["created_at"],
};
