// app/admin/shared/session.ts isExpired: the back office refreshes the access token before a call
// when the token is missing, undecodable or past its exp (SPEC §4, compared in whole seconds).
// loginPath / returnPath: a login returns to the back-office screen that asked for it, and to
// nothing outside the back office.
import { describe, expect, it } from "vitest";
import { isExpired, loginPath, returnPath } from "../../app/admin/shared/session";

const NOW = 1_800_000_000;

/** base64url of UTF-8 JSON, as a JWT carries its parts. */
const part = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** An access token as the server sends it in Authorization ("Bearer " + header.claims.signature). */
const token = (claims: Record<string, unknown>) =>
  `Bearer ${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "1", username: "관리자", role: "ROLE_ADMIN", ...claims })}.c2ln`;

describe("isExpired", () => {
  it("is true once exp has passed", () => {
    expect(isExpired(token({ exp: NOW - 1 }), NOW)).toBe(true);
    expect(isExpired(token({ exp: NOW - 3600 }), NOW)).toBe(true);
  });

  it("is false until exp, including its own second", () => {
    expect(isExpired(token({ exp: NOW + 900 }), NOW)).toBe(false);
    expect(isExpired(token({ exp: NOW }), NOW)).toBe(false);
  });

  it("reads the token without its Bearer prefix too", () => {
    expect(isExpired(token({ exp: NOW + 900 }).replace(/^Bearer /, ""), NOW)).toBe(false);
  });

  it("is true for a malformed token", () => {
    for (const bad of ["", "Bearer ", "not-a-token", "Bearer a.%%%.c", `Bearer a.${btoa("{not json")}.c`]) {
      expect(isExpired(bad, NOW), bad).toBe(true);
    }
  });

  it("is true without exp, or with an exp that is not a number", () => {
    expect(isExpired(token({}), NOW)).toBe(true);
    expect(isExpired(token({ exp: String(NOW + 900) }), NOW)).toBe(true);
    expect(isExpired(token({ exp: null }), NOW)).toBe(true);
  });

  it("is true without a token", () => {
    expect(isExpired(null, NOW)).toBe(true);
  });

  it("compares with the current time by default", () => {
    const now = Math.floor(Date.now() / 1000);
    expect(isExpired(token({ exp: now + 600 }))).toBe(false);
    expect(isExpired(token({ exp: now - 600 }))).toBe(true);
  });
});

describe("the screen a login returns to", () => {
  it("is named for a back-office screen, with its query, and not for the dashboard", () => {
    expect(loginPath({ pathname: "/admin/inquiry/12", search: "" })).toBe("/loginForm?next=%2Fadmin%2Finquiry%2F12");
    expect(loginPath({ pathname: "/admin/notice", search: "?searchKeyword=창호&page=2" })).toBe(
      `/loginForm?next=${encodeURIComponent("/admin/notice?searchKeyword=창호&page=2")}`,
    );
    expect(loginPath({ pathname: "/admin", search: "" })).toBe("/loginForm");
    expect(loginPath({ pathname: "/notice", search: "" })).toBe("/loginForm");
  });

  it("is followed only inside the back office of this site", () => {
    expect(returnPath("/admin/inquiry/12")).toBe("/admin/inquiry/12");
    expect(returnPath("/admin/notice?searchKeyword=%EC%B0%BD%ED%98%B8")).toBe(
      "/admin/notice?searchKeyword=%EC%B0%BD%ED%98%B8",
    );
    expect(returnPath("/admin")).toBe("/admin");
    for (const next of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "/admin\\@evil.example",
      "/administrator",
      "/admin/../notice",
      "/notice",
      "javascript:alert(1)",
    ]) {
      expect(returnPath(next), String(next)).toBeNull();
    }
  });
});
