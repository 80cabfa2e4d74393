import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider, type SessionData, useAuth } from "./session";
import { fakeAuthClient, fakeSession } from "./test-utils";

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? "loading" : (user?.email ?? "signed out")}</p>;
}

describe("AuthProvider", () => {
  it("starts loading and settles on the session the server reports", async () => {
    let answer: (value: SessionData | null) => void = () => {};
    const client = fakeAuthClient({
      getSession: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    render(
      <AuthProvider client={client}>
        <Probe />
      </AuthProvider>,
    );

    expect(screen.getByText("loading")).toBeInTheDocument();
    answer(fakeSession("ana@example.com"));
    expect(await screen.findByText("ana@example.com")).toBeInTheDocument();
  });

  it("treats a failed lookup as signed out and only logs it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = fakeAuthClient({
      getSession: vi.fn(async () => Promise.reject(new Error("down"))),
    });
    render(
      <AuthProvider client={client}>
        <Probe />
      </AuthProvider>,
    );

    expect(await screen.findByText("signed out")).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
