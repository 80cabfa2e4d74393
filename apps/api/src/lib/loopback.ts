import { BlockList, isIP } from "node:net";
import type { FastifyRequest } from "fastify";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** 127.0.0.0/8 and ::1 (an IPv4-mapped IPv6 form of 127.x counts too). */
export function isLoopbackAddress(ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** Every client address a proxy says it forwarded for (X-Forwarded-For, X-Real-IP, Forwarded). */
function forwardedFor(request: FastifyRequest): string[] {
  const { headers } = request;
  const named = [headers["x-forwarded-for"], headers["x-real-ip"]]
    .flat()
    .flatMap((value) => (value ? value.split(",") : []));
  const forwarded = [headers.forwarded].flat().flatMap((value) =>
    // for=1.2.3.4, for="[::1]:80", for=unknown …
    [...(value ?? "").matchAll(/for="?\[?([^\]";,]*)/gi)].map((m) => m[1] ?? ""),
  );
  return [...named, ...forwarded].map((address) => address.trim());
}

/**
 * Whether a request comes from this machine: its socket is loopback, and so is every address
 * a proxy names, whether or not TRUST_PROXY is set. A proxy on this machine forwarding someone
 * else's request does not count as local, nor does a client's own "127.0.0.1" in front of the
 * address the proxy appended; a local client sending such headers only shuts itself out.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  return [request.socket.remoteAddress ?? "", ...forwardedFor(request)].every(isLoopbackAddress);
}
