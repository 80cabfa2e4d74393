import { describe, expect, it, vi } from "vitest";
import { hashAddressTarget, redirectHashAddress } from "./hash-redirect";

const origin = "https://commentlens.example";

function fakeHistory() {
  return { state: null, replaceState: vi.fn() };
}

describe("redirectHashAddress", () => {
  it("turns /#/app?ref=ABC into /app?ref=ABC without adding a history entry", () => {
    const history = fakeHistory();
    const target = redirectHashAddress({ hash: "#/app?ref=ABC", origin }, history);

    expect(target).toBe("/app?ref=ABC");
    expect(history.replaceState).toHaveBeenCalledOnce();
    expect(history.replaceState).toHaveBeenCalledWith(null, "", "/app?ref=ABC");
  });

  it("keeps nested paths and query strings", () => {
    expect(hashAddressTarget({ hash: "#/auth/reset-password?token=t0k&x=1", origin })).toBe(
      "/auth/reset-password?token=t0k&x=1",
    );
  });

  it("maps the bare #/ to the home page", () => {
    expect(hashAddressTarget({ hash: "#/", origin })).toBe("/");
  });

  it("leaves ordinary fragments such as #main alone", () => {
    const history = fakeHistory();
    expect(redirectHashAddress({ hash: "#main", origin }, history)).toBeUndefined();
    expect(redirectHashAddress({ hash: "", origin }, history)).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it("never leaves the site for #//host or #/\\host addresses", () => {
    expect(hashAddressTarget({ hash: "#//evil.example/app", origin })).toBe("/evil.example/app");
    expect(hashAddressTarget({ hash: "#/\\evil.example", origin })).toBe("/evil.example");
  });

  it("updates the real address bar of the page", () => {
    window.history.replaceState(null, "", "/#/how-it-works?from=mail");
    const target = redirectHashAddress();

    expect(target).toBe("/how-it-works?from=mail");
    expect(window.location.pathname).toBe("/how-it-works");
    expect(window.location.search).toBe("?from=mail");
    expect(window.location.hash).toBe("");
  });
});
