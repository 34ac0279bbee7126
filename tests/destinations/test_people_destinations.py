"""Slack, Telegram and email destinations against real local servers: HTTP
servers standing in for Slack's and Telegram's endpoints (answering with their
documented shapes, errors included) and an SMTP server (aiosmtpd)."""
import email
import email.policy
import http.server
import json
import socket
import threading

import pytest
from aiosmtpd.controller import Controller

HOSTILE_TITLE = "Looking for web analytics <script>alert(1)</script> & <b>x</b> *bold* <!channel> Кириллица 日本語"
FAST = {
    "THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS": "true",
    "THREADWATCH_DELIVERY__RETRY_SCHEDULE_SECONDS": "[0, 1, 1]",
    "THREADWATCH_DELIVERY__SLACK_HOOK_HOST": "127.0.0.1",
}


class StandIn:
    """An HTTP server answering scripted (status, body, headers) in turn, then
    `default`; it records every request."""

    def __init__(self, script=(), default=(200, "ok", {})):
        self.requests, self.script, self.default = [], list(script), default
        stand_in = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                stand_in.requests.append({"path": self.path, "headers": self.headers, "json": json.loads(body)})
                status, text, headers = stand_in.script.pop(0) if stand_in.script else stand_in.default
                payload = (text if isinstance(text, str) else json.dumps(text)).encode()
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()


def hostile_post(tw, account, post_id):
    posts = tw.folder / f"{post_id}.jsonl"
    posts.write_text(json.dumps({
        "id": post_id, "subreddit": "webdev", "created_utc": 1_790_000_000, "title": HOSTILE_TITLE,
        "selftext": "Is there an alternative to Google Analytics? " + "long text " * 1000,
        "permalink": f"/r/webdev/comments/{post_id}/x/",
    }))
    return tw.run("ingest", "--account", account, "--file", str(posts))


def deliveries(tw, account, state=None):
    args = ["delivery", "list", "--account", account] + (["--state", state] if state else [])
    return [d for d in tw.run(*args)["deliveries"] if d["event"] == "reddit.post.matched"]


def test_slack_gets_a_readable_safe_message(tw):
    tw.settings.update(FAST)
    slack = StandIn()
    try:
        account, _ = tw.customer("acme")
        hook = f"{slack.base}/services/T000/B000/XXXXSECRETXXXX"
        added = tw.run("destination", "add", "--account", account, "--kind", "slack", "--url", hook)
        assert added["state"] == "active" and "SECRET" not in json.dumps(added)
        tw.run("destination", "test", "--destination", added["destination_id"])
        assert "test" in slack.requests[0]["json"]["text"].lower()

        tw.serve()
        assert hostile_post(tw, account, "s1")["deliveries_queued"] == 1
        tw.wait_for(lambda: len(slack.requests) >= 2)
    finally:
        slack.close()
    message = slack.requests[1]["json"]
    assert slack.requests[1]["path"] == "/services/T000/B000/XXXXSECRETXXXX"
    assert message["unfurl_links"] is False and HOSTILE_TITLE[:20] in message["text"]
    header, link = message["blocks"][0], message["blocks"][1]
    assert header["type"] == "header" and header["text"]["type"] == "plain_text"
    assert header["text"]["text"].startswith("Strong match")
    assert "&lt;script&gt;" in link["text"]["text"] and "<!channel>" not in link["text"]["text"]
    assert "Кириллица 日本語" in link["text"]["text"]
    texts = [b["text"]["text"] for b in message["blocks"] if "text" in b]
    assert all(len(t) <= 3001 for t in texts)
    assert any("never posts it" in t for t in texts), "the reply is marked as a draft"
    assert any("/v1/matches/m_" in e["text"] for e in message["blocks"][-1]["elements"])
    listed = json.dumps(tw.run("destination", "list", "--account", account))
    assert "SECRET" not in listed and "SECRET" not in "".join(tw.log)


def test_slack_back_off_is_honoured_and_permanent_errors_are_not_retried(tw):
    tw.settings.update(FAST)
    busy = StandIn(script=[(200, "ok", {}), (429, "rate_limited", {"Retry-After": "1"})])
    gone = StandIn(script=[(200, "ok", {})], default=(404, "channel_not_found", {}))
    try:
        account, _ = tw.customer("acme")
        for stand_in in (busy, gone):
            added = tw.run("destination", "add", "--account", account, "--kind", "slack", "--url", f"{stand_in.base}/services/x")
            tw.run("destination", "test", "--destination", added["destination_id"])
        tw.serve()
        hostile_post(tw, account, "s2")
        tw.wait_for(lambda: len(busy.requests) >= 3)
        done = tw.wait_for(lambda: (lambda d: d if all(x["state"] != "pending" for x in d) else None)(deliveries(tw, account)))
    finally:
        busy.close()
        gone.close()
    states = sorted((d["state"], d["attempts"], d["last_error"] or "") for d in done)
    assert states[0][:2] == ("accepted", 2), states
    assert states[1][:2] == ("failed", 1) and "channel_not_found" in states[1][2], states
    listed = tw.run("destination", "list", "--account", account)["destinations"]
    assert sorted(d["issue"] for d in listed) == [False, True]


def test_telegram_gets_escaped_html_without_previews_and_its_errors_are_understood(tw):
    telegram = StandIn(default=(200, {"ok": True, "result": {"message_id": 1}}, {}))
    tw.settings.update(FAST | {"THREADWATCH_DELIVERY__TELEGRAM_API_BASE": telegram.base})
    token = "123456:ABC-secretTOKEN_x"
    try:
        account, _ = tw.customer("acme")
        added = tw.run("destination", "add", "--account", account, "--kind", "telegram", "--bot-token", token, "--chat-id", "-1001234")
        assert token not in json.dumps(added)
        tw.run("destination", "test", "--destination", added["destination_id"])
        telegram.script = [
            (429, {"ok": False, "error_code": 429, "description": "Too Many Requests: retry after 1", "parameters": {"retry_after": 1}}, {}),
        ]
        tw.serve()
        hostile_post(tw, account, "t1")
        tw.wait_for(lambda: len(telegram.requests) >= 3)
        tw.wait_for(lambda: [d for d in deliveries(tw, account, "accepted")])

        telegram.default = (403, {"ok": False, "error_code": 403, "description": "Forbidden: bot was blocked by the user"}, {})
        hostile_post(tw, account, "t2")
        failed = tw.wait_for(lambda: deliveries(tw, account, "failed"))
    finally:
        telegram.close()
    request = telegram.requests[2]
    assert request["path"] == f"/bot{token}/sendMessage"
    sent = request["json"]
    assert sent["chat_id"] == "-1001234" and sent["parse_mode"] == "HTML"
    assert sent["link_preview_options"] == {"is_disabled": True}
    assert len(sent["text"]) <= 4096
    assert "&lt;script&gt;" in sent["text"] and "<script>" not in sent["text"] and "&amp;" in sent["text"]
    assert "Кириллица 日本語" in sent["text"]
    assert failed[0]["attempts"] == 1 and "bot was blocked" in failed[0]["last_error"]
    assert token not in json.dumps(tw.run("destination", "list", "--account", account))
    assert token not in json.dumps(tw.run("delivery", "list", "--account", account))
    assert token not in "".join(tw.log)


class Inbox:
    """An SMTP server on 127.0.0.1 that keeps what it receives and refuses one address."""

    def __init__(self, refuse="nobody@example.com"):
        self.messages, self.refuse = [], refuse
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.controller = Controller(self, hostname="127.0.0.1", port=self.port)
        self.controller.start()

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address == self.refuse:
            return "550 5.1.1 No such user here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.messages.append(email.message_from_bytes(envelope.content, policy=email.policy.default))
        return "250 Message accepted"

    def close(self):
        self.controller.stop()


def test_email_is_a_multipart_message_with_escaped_html(tw):
    inbox = Inbox()
    tw.settings.update(FAST | {
        "THREADWATCH_SMTP__HOST": "127.0.0.1", "THREADWATCH_SMTP__PORT": str(inbox.port),
        "THREADWATCH_SMTP__SECURITY": "none", "THREADWATCH_SMTP__FROM": "Threadwatch <alerts@threadwatch.test>",
    })
    try:
        account, _ = tw.customer("acme")
        good = tw.run("destination", "add", "--account", account, "--kind", "email", "--to", "lead@example.com")
        tw.run("destination", "test", "--destination", good["destination_id"])
        assert "test" in inbox.messages[0]["Subject"].lower()
        refused = tw.run("destination", "add", "--account", account, "--kind", "email", "--to", "nobody@example.com")
        failure = tw.run_failing("destination", "test", "--destination", refused["destination_id"])
        assert "550" in failure and "No such user" in failure, failure

        tw.serve()
        hostile_post(tw, account, "e1")
        tw.wait_for(lambda: len(inbox.messages) >= 2)
        failed = tw.wait_for(lambda: deliveries(tw, account, "failed"))
    finally:
        inbox.close()
    mail = inbox.messages[1]
    assert mail.get_content_type() == "multipart/alternative"
    assert [p.get_content_type() for p in mail.iter_parts()] == ["text/plain", "text/html"]
    assert mail["Subject"].startswith("[Strong] Looking for web analytics <script>")
    assert mail["From"] == "Threadwatch <alerts@threadwatch.test>" and mail["To"] == "lead@example.com"
    assert mail["Date"] and mail["Message-ID"].endswith("@threadwatch.test>")
    html = mail.get_body(("html",)).get_content()
    assert "&lt;script&gt;" in html and "<script>" not in html and "Кириллица 日本語" in html
    assert "never posts it" in mail.get_body(("plain",)).get_content()
    assert failed[0]["attempts"] == 1 and "550" in failed[0]["last_error"], "a 5xx is not retried"


def test_an_email_destination_needs_an_smtp_server(tw):
    account, _ = tw.customer("acme")
    assert "[smtp] host" in tw.run_failing("destination", "add", "--account", account, "--kind", "email", "--to", "a@example.com")
