// Verifying a Threadwatch webhook delivery with Node's standard library.
import { createHmac, timingSafeEqual } from "node:crypto";

const TOLERANCE_SECONDS = 5 * 60;

/** True when `Threadwatch-Signature` (t=<unix seconds>,v1=<hex>[,v1=<hex>...]) signs the raw
 * request body with the destination's secret, within five minutes of its timestamp. */
export function verifySignature(secret: string, signatureHeader: string, rawBody: Buffer,
                                nowSeconds = Date.now() / 1000): boolean {
  const fields = signatureHeader.split(",").map((part) => part.split("=", 2).map((s) => s.trim()));
  const timestamps = fields.filter(([name]) => name === "t").map(([, value]) => value);
  const signatures = fields.filter(([name]) => name === "v1").map(([, value]) => value ?? "");
  if (timestamps.length !== 1 || !/^\d+$/.test(timestamps[0]) || signatures.length === 0) return false;
  const timestamp = Number(timestamps[0]);
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  // During a secret rotation the header carries one v1 per valid secret.
  return signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Remembers `Threadwatch-Delivery` ids: a delivery can arrive more than once.
 * (Keep them in your database in production, for at least a few days.) */
export class Deliveries {
  private seen = new Set<string>();

  firstTime(deliveryId: string): boolean {
    if (this.seen.has(deliveryId)) return false;
    this.seen.add(deliveryId);
    return true;
  }
}
