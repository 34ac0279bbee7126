"""The web app in a real browser: Debian's Chromium driven by Playwright,
against the real server over a real SQLite file. Screenshots of the main
pages are written to target/screenshots (the README shows them)."""
import json
import os
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

from conftest import FIRST_CREATED_UTC, ROOT, post, rest

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SHOTS = ROOT / "target" / "screenshots"
PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run"],
        )
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


def shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


class Receiver:
    """A webhook receiver on 127.0.0.1 that records every delivery."""

    def __init__(self, delay=0.0):
        self.received = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                time.sleep(delay)
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append(({k.lower(): v for k, v in self.headers.items()}, json.loads(body)))
                self.send_response(200)
                self.send_header("Content-Type", "text/plain")
                self.end_headers()
                self.wfile.write(b"thanks")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def deliveries(self, event):
        return [h["threadwatch-delivery"] for h, _ in self.received if h.get("threadwatch-event") == event]


@pytest.fixture
def receiver():
    r = Receiver()
    yield r
    r.server.shutdown()


def invited(tw, account):
    """The invitation link the operator's command line prints."""
    return tw.run("account", "invite", "--account", account)["invite_url"]


def join(page, tw, account, base, email):
    link = invited(tw, account)
    page.goto(base + link[link.index("/app/"):])
    page.fill("input[name=email]", email)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    expect(page.locator("header .who")).to_contain_text(email)


def test_sign_up_set_the_product_create_a_key_use_it_and_revoke_it(tw, page):
    tw.settings["THREADWATCH_WEB__SIGNUP"] = "open"
    base = tw.serve()
    page.goto(base + "/app/sign-up")
    page.fill("input[name=account_name]", "Acme Uptime")
    page.fill("input[name=email]", "ana@example.com")
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")

    # A new account starts its trial on the product page.
    expect(page).to_have_url(base + "/app/product")
    expect(page.locator("#access")).to_contain_text("Trial: 14 days left")
    session = next(c for c in page.context.cookies() if c["name"] == "tw_session")
    assert session["httpOnly"] and session["sameSite"] == "Lax" and session["path"] == "/app"

    page.fill("input[name=name]", "Acme Uptime")
    page.fill("textarea[name=description]", "Uptime monitoring for small teams: alerts when a site goes down, status pages")
    page.fill("textarea[name=keywords]", "uptime monitoring\nstatus page")
    page.fill("textarea[name=subreddits]", "r/selfhosted\nsysadmin")
    page.fill("input[name=delivery_level]", "101")
    page.click("text=Save the product")
    expect(page.locator("#problem-delivery_level")).to_contain_text("from 0 to 100")

    page.fill("input[name=delivery_level]", "30")
    page.fill("textarea[name=intent_brief]", "Small teams whose customers notice outages first. Not: job posts.")
    page.check("input[name=site_wide_search]")
    page.click("text=Save the product")
    expect(page.locator("#saved")).to_be_visible()
    # The form shows the profile as saved, every field kept.
    expect(page.locator("input[name=site_wide_search]")).to_be_checked()
    expect(page.locator("textarea[name=subreddits]")).to_have_value("selfhosted\nsysadmin")
    expect(page.locator("#understanding")).to_contain_text("job posts")
    expect(page.locator("#understanding")).to_contain_text("alerts when a site goes down")
    expect(page.locator("#searches")).to_contain_text("r/selfhosted")
    shot(page, "product")

    page.click("nav >> text=Integrations")
    page.fill("input[name=name]", "CRM sync")
    page.click("text=Create a key")
    key = page.locator("#secret").inner_text().strip()
    assert key.startswith("tw_live_")
    expect(page.locator("#shown")).to_contain_text(f"curl -H 'Authorization: Bearer {key}' {base}/v1/matches")
    expect(page.locator("#shown")).to_contain_text('"url": "' + base + '/mcp"')
    shot(page, "integrations-key")
    assert rest(base, "/v1/matches", key)[0] == 200

    # Shown once: the page shows only its prefix from now on.
    page.click("nav >> text=Integrations")
    expect(page.locator("#keys")).to_contain_text("CRM sync")
    expect(page.locator("#keys")).to_contain_text(key[:12])
    assert key not in page.content()

    page.locator("#keys").get_by_role("button", name="Revoke").click()
    expect(page.locator("#notice")).to_contain_text("the next request with it fails")
    status, _, body = rest(base, "/v1/matches", key)
    assert (status, body["error"]["code"]) == (401, "unauthorized")


def test_an_invited_person_sees_matches_tests_a_webhook_and_resends_a_delivery(tw, page, receiver):
    tw.settings["THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS"] = "true"
    account, _ = tw.customer("lumen", matches=2)
    base = tw.serve()
    join(page, tw, account, base, "bo@example.com")

    expect(page).to_have_url(base + "/app/matches")
    rows = page.locator("#matches tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("strong")
    shot(page, "matches")

    rows.first.locator("text=Details").click()
    expect(page.locator("#reason")).not_to_be_empty()
    expect(page.locator("#reply")).not_to_be_empty()
    expect(page.locator("text=Threadwatch never posts")).to_be_visible()
    expect(page.locator("button[data-copy=reply]")).to_be_visible()
    shot(page, "match")

    page.click("nav >> text=Integrations")
    page.select_option("select[name=kind]", "webhook")
    page.fill("input[name=url]", receiver.url)
    page.click("text=Add the destination")
    expect(page.locator("#secret")).to_contain_text("whsec_")
    expect(page.locator("#destinations")).to_contain_text("pending_test")

    page.locator("#destinations").get_by_role("button", name="Test", exact=True).click()
    expect(page.locator("#notice")).to_contain_text("Test delivery passed: HTTP 200")
    expect(page.locator("#notice")).to_contain_text("It answered: thanks")
    expect(page.locator("#destinations")).to_contain_text("active")
    assert receiver.deliveries("webhook.test")
    shot(page, "integrations")

    # A new match is delivered by the workers; resend sends it once more.
    posts = tw.folder / "more.jsonl"
    posts.write_text(json.dumps(post("fresh1", FIRST_CREATED_UTC + 3600)))
    tw.run("ingest", "--account", account, "--file", str(posts))
    first = tw.wait_for(lambda: receiver.deliveries("reddit.post.matched"))[0]
    page.click("nav >> text=Deliveries")
    expect(page.locator("#deliveries")).to_contain_text(first)
    shot(page, "deliveries")
    page.locator("#deliveries tr", has_text=first).locator("text=Resend").click()
    expect(page.locator(".notice")).to_contain_text(f"Delivery {first} is queued to be sent again")
    tw.wait_for(lambda: receiver.deliveries("reddit.post.matched").count(first) == 2)
    # Each attempt is listed with its status, time and the receiver's answer.
    page.goto(base + "/app/deliveries")
    page.select_option("select[name=destination]", index=1)
    page.click("text=Show")
    sent = page.locator("#attempts tr", has_text=first)
    expect(sent).to_have_count(2)
    expect(sent.first).to_contain_text("200")
    expect(sent.first).to_contain_text("thanks")

    page.click("nav >> text=Monitoring")
    page.click("text=Pause monitoring")
    expect(page.locator("#state")).to_have_text("paused")
    page.click("text=Resume monitoring")
    expect(page.locator("#state")).to_have_text("active")
    shot(page, "monitoring")


def test_a_form_without_its_csrf_token_or_from_another_site_is_refused(tw, page):
    account, key = tw.customer("lumen")
    base = tw.serve()
    join(page, tw, account, base, "cy@example.com")
    key_id = tw.run("key", "list", "--account", account)["keys"][0]["key_id"]

    # The browser's own cookies, but no token: refused, and the key lives.
    answer = page.request.post(base + f"/app/keys/{key_id}/revoke", form={"x": "1"})
    assert answer.status == 403
    answer = page.request.post(base + f"/app/keys/{key_id}/revoke", form={"csrf": "guess"})
    assert answer.status == 403
    # The right token, from a page of another site.
    page.goto(base + "/app/integrations")
    csrf = page.locator("input[name=csrf]").first.get_attribute("value")
    answer = page.request.post(base + f"/app/keys/{key_id}/revoke", form={"csrf": csrf},
                               headers={"Origin": "https://evil.example"})
    assert answer.status == 403
    assert rest(base, "/v1/matches", key)[0] == 200

    answer = page.request.post(base + f"/app/keys/{key_id}/revoke", form={"csrf": csrf})
    assert answer.status == 200
    assert rest(base, "/v1/matches", key)[0] == 401


def test_another_accounts_pages_and_things_are_refused(tw, page):
    mine, _ = tw.customer("mine")
    theirs, _ = tw.customer("theirs", matches=1)
    base = tw.serve()
    their_key = tw.run("key", "list", "--account", theirs)["keys"][0]["key_id"]
    join(page, tw, mine, base, "dee@example.com")

    page.goto(base + "/app/integrations")
    csrf = page.locator("input[name=csrf]").first.get_attribute("value")
    for action in ("revoke", "rotate"):
        answer = page.request.post(base + f"/app/keys/{their_key}/{action}", form={"csrf": csrf})
        assert answer.status == 404, action
    assert tw.run("key", "list", "--account", theirs)["keys"][0]["revoked_at"] is None

    _, _, their_matches = rest(base, "/v1/matches", tw.run("key", "create", "--account", theirs)["api_key"])
    assert page.goto(base + f"/app/matches/{their_matches['data'][0]['id']}").status == 404
    assert page.goto(base + "/app/matches").ok
    expect(page.locator("#matches")).to_have_count(0)


def test_pages_still_work_after_the_trial_and_say_why_access_stopped(tw, page):
    account, key = tw.customer("late", matches=1, trial_ends_at="2020-01-01T00:00:00Z")
    base = tw.serve()
    assert rest(base, "/v1/matches", key)[0] == 403
    join(page, tw, account, base, "eve@example.com")
    expect(page.locator("#access")).to_contain_text("Your trial ended on 1 January 2020")
    expect(page.locator("#access")).to_contain_text("subscription_required")
    expect(page.locator("#matches tbody tr")).to_have_count(1)


def test_signing_in_stops_after_repeated_failures_and_closed_sign_up_refuses(tw, page):
    base = tw.serve()
    page.goto(base + "/app/sign-up")
    expect(page.locator(".problem")).to_contain_text("Sign-up is closed")
    assert page.locator("input[name=password]").count() == 0

    page.goto(base + "/app/sign-in")
    for _ in range(10):
        page.fill("input[name=email]", "nobody@example.com")
        page.fill("input[name=password]", "wrong password")
        page.click("button[type=submit]")
        expect(page.locator("#problem")).to_contain_text("the email or the password is wrong")
    page.fill("input[name=email]", "nobody@example.com")
    page.fill("input[name=password]", "wrong password")
    page.click("button[type=submit]")
    expect(page.locator("#problem")).to_contain_text("too many failed sign-ins")
    assert not any("wrong password" in line for line in tw.log)


def test_the_demo_prints_a_sign_in_that_opens_its_matches(tmp_path, page):
    import subprocess
    from conftest import BIN
    env = {k: v for k, v in os.environ.items() if not k.startswith("THREADWATCH_")}
    demo = subprocess.Popen([BIN, "demo", "--listen", "127.0.0.1:0"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        printed = json.loads(demo.stdout.readline())
        page.goto(printed["app_url"])
        page.fill("input[name=email]", printed["email"])
        page.fill("input[name=password]", printed["password"])
        page.click("button[type=submit]")
        expect(page.locator("#access")).to_contain_text("Subscription active")
        expect(page.locator("#matches tbody tr").first).to_be_visible()
        page.click("nav >> text=Product")
        expect(page.locator("input[name=name]")).to_have_value("Lumen")
    finally:
        demo.kill()
        demo.wait()


def test_a_slow_receivers_test_delivery_is_waited_for(tw, page):
    tw.settings["THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS"] = "true"
    slow = Receiver(delay=3.0)  # longer than a page waits for a busy database (2 s)
    try:
        account, _ = tw.customer("slowpoke")
        base = tw.serve()
        join(page, tw, account, base, "fay@example.com")
        page.click("nav >> text=Integrations")
        # A destination that cannot work is refused with the reason, and not added.
        page.select_option("select[name=kind]", "telegram")
        page.click("text=Add the destination")
        expect(page.locator("#problem")).to_contain_text("a bot token is required for a telegram destination")
        expect(page.locator("#destinations")).to_have_count(0)
        page.select_option("select[name=kind]", "webhook")
        page.fill("input[name=url]", slow.url)
        page.click("text=Add the destination")
        page.locator("#destinations").get_by_role("button", name="Test", exact=True).click()
        expect(page.locator("#notice")).to_contain_text("Test delivery passed: HTTP 200", timeout=15_000)
    finally:
        slow.server.shutdown()
