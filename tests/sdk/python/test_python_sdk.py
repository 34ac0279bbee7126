"""The generated Python SDK (generated/python, installed with pip) against
the real server."""
import json
from datetime import datetime, timezone

import pytest
import threadwatch_client as sdk
from threadwatch_client.exceptions import ApiException

from conftest import rest


def api(base, key, **options):
    return sdk.ApiClient(sdk.Configuration(host=f"{base}/v1", access_token=key, **options))


def test_pages_through_every_match_and_reads_every_resource(tw):
    _, key = tw.customer("acme", matches=7)
    base = tw.serve(rate_limit=1000)
    with api(base, key) as client:
        matches = sdk.MatchesApi(client)
        seen, cursor = [], None
        while True:
            page = matches.list_matches(limit=3, cursor=cursor)
            seen += page.data
            cursor = page.next_cursor
            if not cursor:
                break
        assert len(seen) == 7
        assert len({m.id for m in seen}) == 7
        assert [m.seen_at for m in seen] == sorted((m.seen_at for m in seen), reverse=True)
        assert all(isinstance(m.band, sdk.Band) for m in seen)

        strong_since = matches.list_matches(band=sdk.BandFilter.STRONG, since=datetime(2000, 1, 1, tzinfo=timezone.utc))
        assert len(strong_since.data) == 7

        detail = matches.get_match(seen[0].id)
        assert detail.id == seen[0].id
        assert "web analytics" in detail.match_reason
        assert detail.destination_results == []

        monitoring_api = sdk.MonitoringApi(client)
        product = monitoring_api.get_product()
        assert product.name == "Lumen" and product.delivery_level == 30
        assert product.monitoring_state == sdk.MonitoringState.ACTIVE
        assert {s.subreddit for s in monitoring_api.list_searches().data} == {"webdev", "SaaS"}
        monitoring = monitoring_api.get_monitoring()
        assert monitoring.last_review.matches_found == 7

        # What the SDK parsed is what the API sent.
        assert detail.to_dict()["match_reason"] == rest(base, f"/v1/matches/{detail.id}", key)[2]["match_reason"]


def test_errors_come_back_as_the_error_model(tw):
    _, key = tw.customer("acme", matches=1)
    base = tw.serve(rate_limit=3)

    with api(base, "tw_live_not_a_key") as client, pytest.raises(ApiException) as unauthorized:
        sdk.MatchesApi(client).list_matches()
    assert unauthorized.value.status == 401
    assert sdk.Error.from_json(unauthorized.value.body).error.code == "unauthorized"

    # urllib3 would wait out a 429's Retry-After and try again; here the 429 itself is the subject.
    with api(base, key, retries=False) as client:
        matches = sdk.MatchesApi(client)
        with pytest.raises(ApiException) as missing:
            matches.get_match("m_nothing")
        assert missing.value.status == 404
        assert sdk.Error.from_json(missing.value.body).error.code == "not_found"

        matches.list_matches()
        matches.list_matches()
        with pytest.raises(ApiException) as limited:
            matches.list_matches()
        assert limited.value.status == 429
        assert sdk.Error.from_json(limited.value.body).error.code == "rate_limited"
        assert int(limited.value.headers["Retry-After"]) >= 1


def test_webhook_event_bodies_are_models():
    test_event = sdk.WebhookTestEvent.from_json(
        '{"event": "webhook.test", "version": 1, "test": true, "sent_at": "2026-11-22T10:00:00.123Z"}')
    assert test_event.test is True and test_event.version == 1

    matched = sdk.PostMatchedEvent.from_json(json.dumps({
        "event": "reddit.post.matched", "version": 1, "test": False, "sent_at": "2026-11-22T10:00:00.123Z",
        "data": {"match": {
            "id": "m_1", "subreddit": "webdev", "title": "t", "url": "https://www.reddit.com/r/webdev/comments/a/",
            "match_score": 80, "band": "strong", "published_at": "2026-11-22T09:59:00Z",
            "seen_at": "2026-11-22T10:00:00Z", "match_reason": "Scored 80 because ...",
        }}}))
    assert matched.data.match.band == sdk.Band.STRONG
    assert sdk.ProductUpdatedEvent.model_fields.keys() >= {"event", "version", "test", "sent_at", "data"}


def test_the_readme_webhook_verifier_accepts_signed_deliveries_and_refuses_the_rest():
    import hashlib
    import hmac
    import sys
    from pathlib import Path

    examples = Path(__file__).resolve().parents[3] / "examples" / "webhooks"
    sys.path.insert(0, str(examples))
    from verify import Deliveries, verify_signature

    secret, body, t = "whsec_test", b'{"event":"webhook.test","version":1}', 1_790_000_000
    v1 = hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
    assert verify_signature(secret, f"t={t},v1={v1}", body, now=t + 10)
    assert verify_signature(secret, f"t={t},v1={'0' * 64},v1={v1}", body, now=t), "one v1 per secret"
    assert not verify_signature(secret, f"t={t},v1={v1}", body + b" ", now=t), "body changed"
    assert not verify_signature("whsec_other", f"t={t},v1={v1}", body, now=t), "other secret"
    assert not verify_signature(secret, f"t={t},v1={v1}", body, now=t + 301), "too old"
    assert not verify_signature(secret, f"v1={v1}", body, now=t), "no timestamp"
    deliveries = Deliveries()
    assert deliveries.first_time("d1") and not deliveries.first_time("d1")
    assert (examples / "verify.py").read_text() in (examples.parents[1] / "README.md").read_text()
