/**
 * Wraps a call that spends a single-use token so it runs once per owner (a client) and key
 * while pending or after it succeeded: React's development double effects, and a quick
 * reload, must not spend the token twice and then report the second answer, "invalid". A
 * failed call may be tried again with the same key.
 */
export function oncePerKey<Owner extends object, T>(
  run: (owner: Owner, key: string) => Promise<T>,
): (owner: Owner, key: string) => Promise<T> {
  const calls = new WeakMap<Owner, Map<string, Promise<T>>>();
  return (owner, key) => {
    let byKey = calls.get(owner);
    if (!byKey) {
      byKey = new Map();
      calls.set(owner, byKey);
    }
    let call = byKey.get(key);
    if (!call) {
      call = run(owner, key);
      byKey.set(key, call);
      call.catch(() => byKey?.delete(key));
    }
    return call;
  };
}
