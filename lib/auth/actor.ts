import type { Role } from "./permissions";

/** The person behind a request, as read fresh from the database (never only from the token). */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
}
