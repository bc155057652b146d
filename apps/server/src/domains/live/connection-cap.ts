/**
 * Live connections open now, per client address: one address may hold at most `max` at once. An address is
 * what plugins/rate-limits.ts's addressKey makes of the client's IP, so an IPv6 /64 (one subscriber) counts as
 * one, and a carrier's NAT exit (many subscribers) as one too: `max` is sized for the busiest such exit.
 */
export class ConnectionCap {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Takes a place for `key`; false when it holds `max` already. */
  take(key: string): boolean {
    const now = this.open.get(key) ?? 0;
    if (now >= this.max) return false;
    this.open.set(key, now + 1);
    return true;
  }

  /** Gives back a place taken for `key`. */
  release(key: string) {
    const now = this.open.get(key) ?? 0;
    if (now <= 1) this.open.delete(key);
    else this.open.set(key, now - 1);
  }
}
