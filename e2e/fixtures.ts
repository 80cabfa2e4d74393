import { test as base } from "@playwright/test";

/*
 * The app under test trusts its proxy (TRUST_PROXY, as behind a load balancer), and every test
 * is a client of its own address: per-address limits such as ten sign-ups a minute then apply
 * per person, as in real use, not to the whole suite at once.
 */

let issued = 0;

/** A fresh client address in the private 10/8 range, unique within the run. */
export function clientAddress(workerIndex: number): string {
  issued += 1;
  return `10.${(workerIndex % 250) + 1}.${Math.floor(issued / 250) % 250}.${(issued % 250) + 1}`;
}

/** Headers that make a browser context another client (for contexts a test opens itself). */
export function asNewClient(workerIndex: number): { "x-forwarded-for": string } {
  return { "x-forwarded-for": clientAddress(workerIndex) };
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, ...asNewClient(testInfo.workerIndex) });
  },
});

export { expect } from "@playwright/test";
