import type { FastifyInstance } from "fastify";
import { z } from "zod";

/**
 * A scope for an unsubscribe route that serves both our own page ({token} as JSON) and mail
 * clients' RFC 8058 one-click POST (?token= in the URL, body "List-Unsubscribe=One-Click",
 * form-encoded or multipart). Only there are such bodies accepted; their content is not
 * needed, the token is the request.
 */
export async function oneClickScope(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: 4096 }, (_r, _b, done) =>
      done(null, {}),
    );
    routes(scope);
  });
}

/** The token of a one-click request: in the address or in the body. */
export const oneClickSchema = {
  querystring: z.object({ token: z.string().max(500).optional() }),
  body: z.looseObject({ token: z.string().max(500).optional() }).optional(),
};

/** The token given, trimmed; undefined when neither the address nor the body has one. */
export function oneClickToken(request: {
  query: { token?: string | undefined };
  body?: { token?: string | undefined } | undefined;
}): string | undefined {
  return (request.query.token ?? request.body?.token)?.trim() || undefined;
}
