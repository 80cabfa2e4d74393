import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { vi } from "vitest";
import { type AuthClient, AuthProvider } from "../../lib/session/session";
import { fakeAuthClient, fakeSession } from "../../lib/session/test-utils";
import type { BillingClient } from "./api";
import { BillingClientProvider } from "./client-context";
import { fakeBillingClient } from "./test-utils";

export const signedIn = (): AuthClient =>
  fakeAuthClient({ getSession: vi.fn(async () => fakeSession("ana@example.com")) });

/** Stands in for any page a billing screen sends the browser to, saying where it landed. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {pathname + search}</p>;
}

/**
 * Renders `Component` at `path` (matching `pattern`) with fake auth and billing clients.
 * Every other path renders "Landed on …", so a test can see where the page went.
 */
export function renderBilling(
  Component: ComponentType,
  {
    path,
    pattern = path.split("?")[0] ?? path,
    auth = signedIn(),
    billing = fakeBillingClient(),
  }: { path: string; pattern?: string; auth?: AuthClient; billing?: BillingClient },
) {
  const router = createMemoryRouter(
    [
      { path: pattern, Component },
      { path: "*", Component: Landed },
    ],
    { initialEntries: [path] },
  );
  render(
    <AuthProvider client={auth}>
      <BillingClientProvider value={billing}>
        <RouterProvider router={router} />
      </BillingClientProvider>
    </AuthProvider>,
  );
  return { router, auth, billing, user: userEvent.setup() };
}
