//! The read-only API, end to end: the real server over a real SQLite file.

use std::collections::HashSet;

use crate::common::{Reply, Tw};

#[test]
fn every_endpoint_answers_the_key_holder_with_its_own_data() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    tw.ingest_matching(&c.account, "p", 3);
    let server = tw.serve(&[]);

    assert_eq!(server.get("/healthz", None).status, 200);

    let page = server.get("/v1/matches", Some(&c.key));
    assert_eq!(page.status, 200, "{page:?}");
    let data = page.body["data"].as_array().unwrap();
    assert_eq!(data.len(), 3);
    assert!(page.body.get("next_cursor").is_none_or(|c| c.is_null()), "a single page has no next cursor");
    let first = &data[0];
    assert_eq!(first["subreddit"], "webdev");
    assert_eq!(first["band"], "strong");
    assert!(first.get("match_reason").is_none() && first.get("destination_results").is_none());
    assert_eq!(page.header("x-ratelimit-limit"), Some("60"));
    assert_eq!(page.header("x-ratelimit-remaining"), Some("59"));

    let id = first["id"].as_str().unwrap();
    let detail = server.get(&format!("/v1/matches/{id}"), Some(&c.key));
    assert_eq!(detail.status, 200, "{detail:?}");
    assert_eq!(detail.body["id"], id);
    assert!(detail.body["match_reason"].as_str().unwrap().contains("web analytics"));
    assert!(detail.body["destination_results"].is_array());

    let product = server.get("/v1/product", Some(&c.key));
    assert_eq!(product.status, 200, "{product:?}");
    assert_eq!(product.body["name"], "Lumen");
    assert_eq!(product.body["delivery_level"], 30);
    assert_eq!(product.body["monitoring_state"], "active");
    assert!(product.body["understanding"]["summary"].as_str().unwrap().contains("Lumen"));

    let searches = server.get("/v1/searches", Some(&c.key));
    assert_eq!(searches.status, 200, "{searches:?}");
    let subs: HashSet<&str> =
        searches.body["data"].as_array().unwrap().iter().map(|s| s["subreddit"].as_str().unwrap()).collect();
    assert_eq!(subs, HashSet::from(["webdev", "SaaS"]));
    let webdev = searches.body["data"].as_array().unwrap().iter().find(|s| s["subreddit"] == "webdev").unwrap();
    assert_eq!(webdev["posts_seen"], 3);

    let monitoring = server.get("/v1/monitoring", Some(&c.key));
    assert_eq!(monitoring.status, 200, "{monitoring:?}");
    assert_eq!(monitoring.body["state"], "active");
    assert_eq!(monitoring.body["last_review"]["posts_seen"], 3);
    assert_eq!(monitoring.body["last_review"]["matches_found"], 3);

    let head = server.request("HEAD", "/v1/matches", Some(&c.key));
    assert_eq!(head.status, 200);
    assert_eq!(head.body, serde_json::Value::Null, "HEAD has no body");
}

#[test]
fn missing_malformed_unknown_and_revoked_keys_get_401() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let server = tw.serve(&[]);
    server.get("/v1/matches", None).assert_error(401, "unauthorized");
    server.get("/v1/matches", Some("not-a-key")).assert_error(401, "unauthorized");
    server.get("/v1/matches", Some("tw_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).assert_error(401, "unauthorized");
    server.get("/v1/product", None).assert_error(401, "unauthorized");

    assert_eq!(server.get("/v1/matches", Some(&c.key)).status, 200);
    tw.run(&["key", "revoke", "--key", &c.key_id]);
    server.get("/v1/matches", Some(&c.key)).assert_error(401, "unauthorized");
}

#[test]
fn rotation_gives_a_working_key_and_the_old_one_fails_at_once() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let server = tw.serve(&[]);
    assert_eq!(server.get("/v1/matches", Some(&c.key)).status, 200);
    let rotated = tw.run(&["key", "rotate", "--key", &c.key_id]);
    assert_eq!(rotated["revoked_key_id"], c.key_id.as_str());
    let new_key = rotated["api_key"].as_str().unwrap();
    assert_ne!(new_key, c.key);
    server.get("/v1/matches", Some(&c.key)).assert_error(401, "unauthorized");
    assert_eq!(server.get("/v1/matches", Some(new_key)).status, 200);

    let keys = tw.run(&["key", "list", "--account", &c.account]);
    let keys = keys["keys"].as_array().unwrap();
    assert_eq!(keys.len(), 2);
    assert!(keys.iter().all(|k| !k.to_string().contains(new_key)), "listing shows no key");
    assert!(keys.iter().any(|k| k["key_id"] == c.key_id.as_str() && !k["revoked_at"].is_null()));
}

#[test]
fn an_expired_trial_gets_403_until_the_subscription_is_active() {
    let tw = Tw::new();
    let account = tw.run(&["account", "create", "--name", "late", "--trial-ends-at", "2020-01-01T00:00:00Z"]);
    let account = account["account_id"].as_str().unwrap();
    let key = tw.run(&["key", "create", "--account", account]);
    let key = key["api_key"].as_str().unwrap();
    let server = tw.serve(&[]);

    server.get("/v1/matches", Some(key)).assert_error(403, "subscription_required");
    server.get("/v1/monitoring", Some(key)).assert_error(403, "subscription_required");
    tw.run(&["account", "set-subscription", "--account", account, "--status", "active"]);
    assert_eq!(server.get("/v1/matches", Some(key)).status, 200);
    let monitoring = server.get("/v1/monitoring", Some(key));
    assert_eq!(monitoring.body["state"], "active");
    tw.run(&["account", "set-subscription", "--account", account, "--status", "inactive"]);
    server.get("/v1/matches", Some(key)).assert_error(403, "subscription_required");
}

#[test]
fn the_61st_request_in_a_minute_gets_429_with_retry_after() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let other = tw.customer("other");
    let server = tw.serve(&[]);
    for i in 0..60 {
        let r = server.get("/v1/matches?limit=1", Some(&c.key));
        assert_eq!(r.status, 200, "request {} of 60: {r:?}", i + 1);
        assert_eq!(r.header("x-ratelimit-remaining"), Some((59 - i).to_string().as_str()));
    }
    let refused = server.get("/v1/matches", Some(&c.key));
    refused.assert_error(429, "rate_limited");
    let retry_after: u64 = refused.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=60).contains(&retry_after), "Retry-After {retry_after}");
    assert_eq!(refused.header("x-ratelimit-remaining"), Some("0"));
    // The limit is per key: another key is not affected.
    assert_eq!(server.get("/v1/matches", Some(&other.key)).status, 200);
}

#[test]
fn the_rate_limit_is_a_setting() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let server = tw.serve(&[("THREADWATCH_API__RATE_LIMIT_PER_MINUTE", "2")]);
    assert_eq!(server.get("/v1/product", Some(&c.key)).status, 200);
    assert_eq!(server.get("/v1/product", Some(&c.key)).header("x-ratelimit-limit"), Some("2"));
    server.get("/v1/product", Some(&c.key)).assert_error(429, "rate_limited");
}

fn walk(server: &crate::common::Server, key: &str, query: &str, mut between_pages: impl FnMut()) -> Vec<Reply> {
    let mut pages = vec![server.get(&format!("/v1/matches?{query}"), Some(key))];
    loop {
        let last = pages.last().unwrap();
        assert_eq!(last.status, 200, "{last:?}");
        let Some(cursor) = last.body["next_cursor"].as_str() else { break };
        between_pages();
        pages.push(server.get(&format!("/v1/matches?{query}&cursor={cursor}"), Some(key)));
    }
    pages
}

#[test]
fn paging_walks_every_match_once_newest_first_while_new_matches_arrive() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    tw.ingest_matching(&c.account, "old", 23);
    let server = tw.serve(&[("THREADWATCH_API__RATE_LIMIT_PER_MINUTE", "1000")]);

    let mut batch = 0;
    let pages = walk(&server, &c.key, "limit=5", || {
        batch += 1;
        tw.ingest_matching(&c.account, &format!("new{batch}x"), 2);
    });
    assert_eq!(pages.len(), 5, "23 matches in pages of 5");
    // Compared as times: RFC 3339 text drops trailing zeros of the fraction.
    let seen: Vec<(chrono::DateTime<chrono::Utc>, String)> = pages
        .iter()
        .flat_map(|p| p.body["data"].as_array().unwrap().clone())
        .map(|m| (m["seen_at"].as_str().unwrap().parse().unwrap(), m["id"].as_str().unwrap().to_owned()))
        .collect();
    assert_eq!(seen.len(), 23, "every match exactly once, none of those inserted meanwhile");
    assert_eq!(seen.iter().collect::<HashSet<_>>().len(), 23, "no duplicates");
    assert!(seen.windows(2).all(|w| w[0] > w[1]), "newest first: {seen:?}");
    let titles: Vec<String> = pages
        .iter()
        .flat_map(|p| p.body["data"].as_array().unwrap().clone())
        .map(|m| m["title"].as_str().unwrap().to_owned())
        .collect();
    assert!(titles.iter().all(|t| t.contains("(old")), "{titles:?}");
    assert!(titles[0].contains("(old22)"), "the newest post is first: {}", titles[0]);

    // A fresh walk now sees the 8 new ones first.
    let all = walk(&server, &c.key, "limit=100", || {});
    let data = all[0].body["data"].as_array().unwrap();
    assert_eq!(data.len(), 31);
    assert!(data[0]["title"].as_str().unwrap().contains("(new"));
}

/// Answers are kept between identical requests; a commit by any process (here
/// the command line's) must show on the very next request all the same.
#[test]
fn a_repeated_read_is_answered_again_until_the_database_changes() {
    let tw = Tw::new();
    let a = tw.customer("a");
    let b = tw.customer("b");
    tw.ingest_matching(&a.account, "a", 2);
    let server = tw.serve(&[]);

    let first = server.get("/v1/matches", Some(&a.key));
    let again = server.get("/v1/matches", Some(&a.key));
    assert_eq!(again.status, 200);
    assert_eq!(first.body, again.body);
    assert_eq!(again.header("content-type"), Some("application/json"));
    assert_ne!(first.header("x-span-id"), again.header("x-span-id"), "each answer has its own request id");
    assert_eq!(again.header("x-ratelimit-remaining"), Some("58"), "the rate limit counts every request");
    let head = server.request("HEAD", "/v1/matches", Some(&a.key));
    assert_eq!((head.status, &head.body), (200, &serde_json::Value::Null));
    let id = first.body["data"][0]["id"].as_str().unwrap();
    assert_eq!(server.get(&format!("/v1/matches/{id}"), Some(&a.key)).status, 200);

    // The same path for another tenant is its own answer.
    assert_eq!(server.get("/v1/matches", Some(&b.key)).body["data"].as_array().unwrap().len(), 0);
    server.get(&format!("/v1/matches/{id}"), Some(&b.key)).assert_error(404, "not_found");

    tw.ingest_matching(&a.account, "later", 1);
    let after = server.get("/v1/matches", Some(&a.key));
    let data = after.body["data"].as_array().unwrap();
    assert_eq!(data.len(), 3, "{after:?}");
    assert!(data[0]["title"].as_str().unwrap().contains("(later0)"));

    // With the cache off the answers are the same.
    drop(server);
    let uncached = tw.serve(&[("THREADWATCH_API__READ_CACHE_MB", "0")]);
    assert_eq!(uncached.get("/v1/matches", Some(&a.key)).body, after.body);
}

#[test]
fn bad_query_values_get_400_naming_the_parameter() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    tw.ingest_matching(&c.account, "p", 3);
    let server = tw.serve(&[("THREADWATCH_API__RATE_LIMIT_PER_MINUTE", "1000")]);
    let get = |q: &str| server.get(&format!("/v1/matches?{q}"), Some(&c.key));

    for (query, param) in [
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("limit=abc", "limit"),
        ("limit=-1", "limit"),
        ("band=huge", "band"),
        ("since=yesterday", "since"),
        ("since=%2B99999-01-01T00:00:00Z", "since"),
        ("since=-0001-01-01T00:00:00Z", "since"),
        ("since=2026-11-01%2000:00:00Z", "since"),
    ] {
        let r = get(query);
        r.assert_error(400, "invalid_parameter");
        assert!(r.message().starts_with(param), "{query}: {}", r.message());
    }
    assert_eq!(get("limit=1").status, 200);
    assert_eq!(get("limit=100").status, 200);

    let page = get("limit=1");
    let cursor = page.body["next_cursor"].as_str().unwrap().to_owned();
    assert_eq!(get(&format!("limit=1&cursor={cursor}")).status, 200);
    let mut tampered = cursor.clone().into_bytes();
    tampered[5] = if tampered[5] == b'x' { b'y' } else { b'x' };
    let tampered = String::from_utf8(tampered).unwrap();
    get(&format!("limit=1&cursor={tampered}")).assert_error(400, "invalid_cursor");
    get("cursor=bm90LWEtY3Vyc29y").assert_error(400, "invalid_cursor");
    // A cursor belongs to the filters it was issued with.
    get(&format!("limit=1&band=strong&cursor={cursor}")).assert_error(400, "invalid_cursor");
}

#[test]
fn band_and_since_filter_the_matches() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    tw.ingest_matching(&c.account, "p", 4);
    // A complaint whose only tie to the product is in its body: a research lead.
    let research = r#"{"id":"r1","subreddit":"cats","title":"Anyone else seeing this?","selftext":"My cookie banner broke","created_utc":1790000000}"#;
    let file = tw.write("research.jsonl", research);
    assert_eq!(tw.run(&["ingest", "--account", &c.account, "--file", &file])["matched"], 1);
    let server = tw.serve(&[]);

    let count = |q: &str| {
        let r = server.get(&format!("/v1/matches?{q}"), Some(&c.key));
        assert_eq!(r.status, 200, "{r:?}");
        r.body["data"].as_array().unwrap().len()
    };
    assert_eq!(count("band=all"), 5);
    assert_eq!(count(""), 5);
    assert_eq!(count("band=strong"), 4);
    assert_eq!(count("band=research"), 1);
    assert_eq!(count("band=possible"), 0);
    assert_eq!(count("since=2000-01-01T00:00:00Z"), 5);
    assert_eq!(count("since=2999-01-01T00:00:00Z"), 0);
}

#[test]
fn another_accounts_match_is_404() {
    let tw = Tw::new();
    let a = tw.customer("a");
    let b = tw.customer("b");
    tw.ingest_matching(&a.account, "a", 2);
    let server = tw.serve(&[]);
    let page = server.get("/v1/matches", Some(&a.key));
    let id = page.body["data"][0]["id"].as_str().unwrap();
    assert_eq!(server.get(&format!("/v1/matches/{id}"), Some(&a.key)).status, 200);
    server.get(&format!("/v1/matches/{id}"), Some(&b.key)).assert_error(404, "not_found");
    server.get("/v1/matches/m_nothing", Some(&a.key)).assert_error(404, "not_found");
    let theirs = server.get("/v1/matches", Some(&b.key));
    assert_eq!(theirs.body["data"].as_array().unwrap().len(), 0);
    // A cursor is bound to the account it was issued to.
    let first = server.get("/v1/matches?limit=1", Some(&a.key));
    let cursor = first.body["next_cursor"].as_str().unwrap();
    server.get(&format!("/v1/matches?limit=1&cursor={cursor}"), Some(&b.key)).assert_error(400, "invalid_cursor");
}

#[test]
fn wrong_methods_get_405_and_unknown_paths_404_in_json() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let server = tw.serve(&[]);
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        let r = server.request(method, "/v1/matches", Some(&c.key));
        r.assert_error(405, "method_not_allowed");
        assert_eq!(r.header("allow"), Some("GET, HEAD"));
    }
    server.get("/v1/nothing", Some(&c.key)).assert_error(404, "not_found");
    server.get("/nothing", None).assert_error(404, "not_found");
    // The root leads people to the web app's sign-in page (redirects followed).
    let root = server.get("/", None);
    assert_eq!((root.status, root.header("content-type")), (200, Some("text/html; charset=utf-8")));
}

#[test]
fn an_account_without_a_product_gets_404_on_product() {
    let tw = Tw::new();
    let account = tw.run(&["account", "create", "--name", "new"]);
    let account = account["account_id"].as_str().unwrap();
    let key = tw.run(&["key", "create", "--account", account]);
    let server = tw.serve(&[]);
    server.get("/v1/product", Some(key["api_key"].as_str().unwrap())).assert_error(404, "not_found");
}

#[test]
fn no_plaintext_key_is_stored_in_the_database() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let server = tw.serve(&[]);
    assert_eq!(server.get("/v1/matches", Some(&c.key)).status, 200);
    drop(server);
    let secret_part = &c.key["tw_live_".len()..];
    for suffix in ["", "-wal", "-shm"] {
        let path = format!("{}{suffix}", tw.db.display());
        if let Ok(bytes) = std::fs::read(&path) {
            let text = String::from_utf8_lossy(&bytes);
            assert!(!text.contains(secret_part), "{path} holds the key");
        }
    }
}

#[test]
fn the_intent_brief_is_understood_and_shown_with_the_product() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let profile = serde_json::json!({
        "name": "Quill",
        "description": "Invoicing for freelancers: send invoices, get paid online and chase late payments.",
        "intent_brief": "Solo freelancers who bill a few clients. Alert when they ask how to get paid faster, \
                         or complain about clients who pay late. Not: agencies with fifty staff, job posts.",
        "keywords": ["invoicing"],
    });
    let file = tw.write("quill.json", &profile.to_string());
    tw.run(&["product", "set", "--account", &c.account, "--file", &file]);
    let server = tw.serve(&[]);
    let product = server.get("/v1/product", Some(&c.key)).body;
    assert_eq!(product["intent_brief"], profile["intent_brief"]);
    let understanding = &product["understanding"];
    assert_eq!(understanding["audience"], "Solo freelancers who bill a few clients.");
    assert_eq!(understanding["pain_points"], serde_json::json!(["send invoices", "get paid online", "chase late payments"]));
    assert_eq!(
        understanding["situations"],
        serde_json::json!(["they ask how to get paid faster", "complain about clients who pay late"])
    );
    assert_eq!(understanding["not_wanted"], serde_json::json!(["agencies with fifty staff", "job posts"]));
}
