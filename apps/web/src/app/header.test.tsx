import { mainNavRoutes, matchRoute } from "@commentlens/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { BillingClient } from "../features/billing/api";
import { BillingClientProvider } from "../features/billing/client-context";
import { fakeBillingClient, fakeSubscription } from "../features/billing/test-utils";
import { type AuthClient, AuthProvider } from "../lib/session/session";
import { fakeAuthClient, fakeSession } from "../lib/session/test-utils";
import { Header } from "./header";

function renderHeader(
  path = "/",
  client: AuthClient = fakeAuthClient(),
  billing: BillingClient = fakeBillingClient(),
) {
  const router = createMemoryRouter(
    [
      { path: "*", Component: Header },
      { path: "/", Component: Header },
    ],
    { initialEntries: [path] },
  );
  render(
    <BillingClientProvider value={billing}>
      <AuthProvider client={client}>
        <RouterProvider router={router} />
      </AuthProvider>
    </BillingClientProvider>,
  );
  return router;
}

function menuPanel(): HTMLElement {
  const toggle = screen.getByRole("button", { name: /^(Open|Close) menu$/ });
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("menu panel missing");
  return panel;
}

describe("Header", () => {
  it("links the logo home and marks the site as beta", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "CommentLens" })).toHaveAttribute("href", "/");
    expect(screen.getByText("Beta")).toBeInTheDocument();
  });

  it("shows exactly the main navigation of the route table", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    const expected = mainNavRoutes();

    expect(expected.length).toBeGreaterThan(0);
    expect(links.map((link) => link.textContent)).toEqual(expected.map((route) => route.label));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      expected.map((route) => route.path),
    );
  });

  it("marks the link of the current page with aria-current", () => {
    const [first] = mainNavRoutes();
    if (!first) throw new Error("the route table has no main navigation");
    renderHeader(first.path);
    const nav = screen.getByRole("navigation", { name: "Main" });

    expect(within(nav).getByRole("link", { name: first.label })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("opens and closes the small-screen menu with its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");

    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    if (!panel) throw new Error("menu panel missing");
    expect(
      within(within(panel).getByRole("navigation"))
        .getAllByRole("link")
        .filter((link) => link.textContent !== "Sign in" && link.textContent !== "Get Started")
        .map((link) => link.textContent),
    ).toEqual(mainNavRoutes().map((route) => route.label));

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName("Open menu");
    expect(panel).not.toBeVisible();
  });

  it("closes the menu on Escape and returns focus to its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });

    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("menu panel missing");
    await user.click(within(panel).getAllByRole("link")[0] as HTMLElement);
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the menu when the page changes", async () => {
    const user = userEvent.setup();
    const router = renderHeader("/");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const [first] = mainNavRoutes();
    if (!first) throw new Error("the route table has no main navigation");
    await router.navigate(first.path);

    expect(await screen.findByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("offers a Sign in link to /auth when signed out, in the bar and the small-screen menu", async () => {
    renderHeader();
    // The small-screen menu is closed (hidden), so ask for hidden links too.
    const links = await screen.findAllByRole("link", { name: "Sign in", hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute("href", "/auth");
    expect(
      within(menuPanel()).getByRole("link", { name: "Sign in", hidden: true }),
    ).toBeInTheDocument();
  });

  it("offers Get Started to /app when signed out, in the bar and the small-screen menu", async () => {
    renderHeader();
    const links = await screen.findAllByRole("link", { name: "Get Started", hidden: true });

    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute("href", "/app");
  });

  it("has the signed-out bar: Demo, App, Blog, Pricing, Contact, Help as they exist", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    const spec = ["Demo", "App", "Blog", "Pricing", "Contact", "Help"];

    expect(labels).toEqual(spec.filter((label) => labels.includes(label)));
    expect(labels).toEqual(expect.arrayContaining(["Demo", "App", "Pricing", "Contact"]));
  });

  it("shows a user menu with the email and its first letter, and signs out to the home page", async () => {
    const user = userEvent.setup();
    const client = fakeAuthClient({ getSession: async () => fakeSession("zoe@example.com") });
    const router = renderHeader("/how-it-works", client);

    const trigger = await screen.findByRole("button", { name: "Account menu for zoe@example.com" });
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent("z");
    expect(trigger).toHaveTextContent("zoe@example.com");

    await user.click(trigger);
    const item = await screen.findByRole("menuitem", { name: "Sign out" });
    await user.click(item);

    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByRole("link", { name: "Sign in", hidden: true })).toHaveLength(2);
    expect(router.state.location.pathname).toBe("/");
  });

  it("starts the bar with Dashboard and shows Pricing as Upgrade when signed in, in both menus", async () => {
    const user = userEvent.setup();
    const client = fakeAuthClient({ getSession: async () => fakeSession("zoe@example.com") });
    renderHeader("/how-it-works", client);
    await screen.findByRole("button", { name: "Account menu for zoe@example.com" });

    const expected = [
      "Dashboard",
      ...(matchRoute("/agency") ? ["Agency"] : []),
      ...mainNavRoutes().map((route) => (route.path === "/pricing" ? "Upgrade" : route.label)),
    ];
    expect(expected).toContain("Upgrade");
    const [bar, small] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
    if (!bar || !small) throw new Error("navigation missing");
    expect(
      within(bar)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(expected);
    expect(within(bar).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(within(bar).getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/pricing");
    expect(within(bar).queryByRole("link", { name: "Pricing" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const links = within(menuPanel()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      ...expected,
      "Account Settings",
      "Invite Friends",
    ]);
    expect(within(menuPanel()).getByRole("link", { name: "Account Settings" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("shows Billing instead of Upgrade to someone on the top plan, who has nothing above it", async () => {
    const client = fakeAuthClient({ getSession: async () => fakeSession("zoe@example.com") });
    const billing = fakeBillingClient({
      subscription: vi.fn(async () =>
        fakeSubscription({
          plan_id: "agency_monthly",
          plan_name: "Agency",
          subscription_status: "active",
        }),
      ),
    });
    renderHeader("/dashboard", client, billing);
    const [bar] = screen.getAllByRole("navigation", { name: "Main", hidden: true });
    if (!bar) throw new Error("navigation missing");
    expect(await within(bar).findByRole("link", { name: "Billing" })).toHaveAttribute(
      "href",
      "/account?tab=subscription",
    );
    expect(within(bar).queryByRole("link", { name: "Upgrade" })).not.toBeInTheDocument();
  });

  it("offers Dashboard, Account Settings, Upgrade Plan and Help & Support in the user menu", async () => {
    const user = userEvent.setup();
    const client = fakeAuthClient({ getSession: async () => fakeSession("zoe@example.com") });
    const router = renderHeader("/how-it-works", client);

    await user.click(
      await screen.findByRole("button", { name: "Account menu for zoe@example.com" }),
    );
    const items = await screen.findAllByRole("menuitem");
    const labels = items.map((item) => item.textContent);
    // The user menu's entries, in order (others, e.g. Invite Friends, arrive with their pages).
    const spec = ["Dashboard", "Account Settings", "Upgrade Plan", "Help & Support", "Sign out"];
    expect(labels.filter((label) => spec.includes(label ?? ""))).toEqual(spec);
    expect(labels.at(-1)).toBe("Sign out");
    const item = (name: string) => items[labels.indexOf(name)] as HTMLElement;
    expect(item("Dashboard")).toHaveAttribute("href", "/dashboard");
    expect(item("Account Settings")).toHaveAttribute("href", "/account");
    expect(item("Upgrade Plan")).toHaveAttribute("href", "/pricing");
    expect(item("Help & Support")).toHaveAttribute("href", "/help");

    await user.click(item("Account Settings"));
    expect(router.state.location.pathname).toBe("/account");
  });

  it("lets the small-screen menu sign out too", async () => {
    const user = userEvent.setup();
    const client = fakeAuthClient({ getSession: async () => fakeSession("zoe@example.com") });
    renderHeader("/how-it-works", client);
    await screen.findByRole("button", { name: "Account menu for zoe@example.com" });

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const panel = menuPanel();
    expect(panel).toHaveTextContent("Signed in as zoe@example.com");
    await user.click(within(panel).getByRole("button", { name: "Sign out" }));

    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByRole("link", { name: "Sign in", hidden: true })).toHaveLength(2);
  });
});
