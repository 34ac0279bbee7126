"""Verifying a Threadwatch webhook delivery with Python's standard library."""
import hashlib
import hmac
import time

TOLERANCE_SECONDS = 5 * 60


def verify_signature(secret: str, signature_header: str, raw_body: bytes, now: float | None = None) -> bool:
    """True when `Threadwatch-Signature` (t=<unix seconds>,v1=<hex>[,v1=<hex>...]) signs the raw
    request body with the destination's secret, within five minutes of its timestamp."""
    fields = [part.split("=", 1) for part in signature_header.split(",") if "=" in part]
    timestamps = [value for name, value in fields if name.strip() == "t"]
    signatures = [value for name, value in fields if name.strip() == "v1"]
    if len(timestamps) != 1 or not timestamps[0].isdigit() or not signatures:
        return False
    timestamp = int(timestamps[0])
    if abs((time.time() if now is None else now) - timestamp) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + raw_body, hashlib.sha256).hexdigest()
    # During a secret rotation the header carries one v1 per valid secret.
    return any(hmac.compare_digest(expected, signature) for signature in signatures)


class Deliveries:
    """Remembers `Threadwatch-Delivery` ids: a delivery can arrive more than once.
    (Keep them in your database in production, for at least a few days.)"""

    def __init__(self) -> None:
        self._seen: set[str] = set()

    def first_time(self, delivery_id: str) -> bool:
        if delivery_id in self._seen:
            return False
        self._seen.add(delivery_id)
        return True
