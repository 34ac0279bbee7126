"""Threadwatch's webhook signatures, checked by independent implementations
of each scheme: the official Stripe library's verifier, and the official
Standard Webhooks library."""
import http.server
import threading

import pytest
import stripe
from standardwebhooks import Webhook
from standardwebhooks.webhooks import WebhookVerificationError

from conftest import Threadwatch


class Recorder(http.server.BaseHTTPRequestHandler):
    received = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        Recorder.received.append((self.headers, body))  # case-insensitive
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args):
        pass


def deliveries_around_a_rotation(tw: Threadwatch):
    """Two test deliveries to a real receiver, before and after a secret
    rotation; each with the secrets that must verify it."""
    Recorder.received = []
    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Recorder)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    try:
        account, _ = tw.customer("acme")
        url = f"http://127.0.0.1:{receiver.server_address[1]}/hook"
        insecure = {"THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS": "true"}
        added = tw.run("destination", "add", "--account", account, "--kind", "webhook", "--url", url, env=insecure)
        secret = added["signing_secret"]
        tw.run("destination", "test", "--destination", added["destination_id"], env=insecure)
        rotated = tw.run("destination", "rotate-secret", "--destination", added["destination_id"], env=insecure)
        tw.run("destination", "test", "--destination", added["destination_id"], env=insecure)
    finally:
        receiver.shutdown()
    assert len(Recorder.received) == 2
    return list(zip(Recorder.received, [[secret], [secret, rotated["signing_secret"]]])), secret


def test_stripes_verifier_accepts_our_signatures_and_refuses_a_changed_body(tw: Threadwatch):
    deliveries, secret = deliveries_around_a_rotation(tw)
    for (headers, body), secrets in deliveries:
        header = headers["Threadwatch-Signature"]
        for key in secrets:
            assert stripe.WebhookSignature.verify_header(body, header, key, tolerance=300)
        with pytest.raises(stripe.SignatureVerificationError):
            stripe.WebhookSignature.verify_header(body + b" ", header, secret, tolerance=300)


def test_the_standard_webhooks_verifier_accepts_our_headers_and_refuses_a_changed_body(tw: Threadwatch):
    """The same deliveries carry Standard Webhooks' headers, with the delivery
    id as `webhook-id`."""
    deliveries, secret = deliveries_around_a_rotation(tw)
    for (headers, body), secrets in deliveries:
        standard = {name: headers[name] for name in ("webhook-id", "webhook-timestamp", "webhook-signature")}
        assert standard["webhook-id"] == headers["Threadwatch-Delivery"]
        for key in secrets:
            assert Webhook(key).verify(body, standard)["event"] == "webhook.test"
        with pytest.raises(WebhookVerificationError):
            Webhook(secret).verify(body + b" ", standard)
