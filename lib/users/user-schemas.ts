import { z } from "zod";
import { ROLES } from "../auth/permissions";
import { passwordProblem } from "../auth/password";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: "Enter a valid email address." }).max(254));

export const passwordSchema = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const createUserInput = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, "Enter a name.").max(120),
  role: z.enum(ROLES, { message: "Choose a role." }),
  password: passwordSchema,
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const changeRoleInput = z.object({
  userId: z.string().min(1),
  role: z.enum(ROLES, { message: "Choose a role." }),
});

export const setActiveInput = z.object({
  userId: z.string().min(1),
  active: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]),
});

export const unlockInput = z.object({ userId: z.string().min(1) });
