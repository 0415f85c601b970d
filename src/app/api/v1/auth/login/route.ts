import { parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { completeLogin } from "@/lib/auth/complete-login";
import { verifyCredentials } from "@/lib/auth/login";
import { recordRefusedLogin } from "@/lib/data/activity";
import { ApiError } from "@/lib/errors";
import { loginSchema } from "@/lib/validations/auth";

export const POST = route(async ({ req, ip }) => {
  const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
  const input = parseWith(loginSchema, fields);
  let owner;
  try {
    owner = await verifyCredentials(input, ip, req.headers.get("cookie"));
  } catch (error) {
    if (error instanceof ApiError) {
      await recordRefusedLogin(error.status === 429 ? "login.limited" : "login.failed", input.email, ip);
    }
    throw error;
  }
  return completeLogin(req, owner, ip, "password");
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
