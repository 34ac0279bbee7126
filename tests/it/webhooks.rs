//! Signed webhook delivery, end to end: the real server and its workers, a
//! real receiver on 127.0.0.1, the real SQLite file.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use crate::common::receiver::{Answer, Receiver};
use crate::common::{Customer, Tw};
use hmac::{KeyInit, Mac};
use serde_json::Value;

/// Settings that let deliveries go to the loopback receiver, retry fast and time out fast.
const FAST: &[(&str, &str)] = &[
    ("THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS", "true"),
    ("THREADWATCH_DELIVERY__RETRY_SCHEDULE_SECONDS", "[0, 1, 1]"),
    ("THREADWATCH_DELIVERY__TIMEOUT_MS", "1000"),
];

fn tw_fast() -> Tw {
    Tw::with_env(FAST)
}

/// Adds a webhook for the receiver and makes it active with a test delivery.
fn active_webhook(tw: &Tw, c: &Customer, receiver: &Receiver) -> (String, String) {
    let added = tw.run(&["destination", "add", "--account", &c.account, "--kind", "webhook", "--url", &receiver.url]);
    assert_eq!(added["state"], "pending_test");
    let id = added["destination_id"].as_str().unwrap().to_owned();
    let tested = tw.run(&["destination", "test", "--destination", &id]);
    assert_eq!(tested["state"], "active");
    (id, added["signing_secret"].as_str().unwrap().to_owned())
}

/// The signature recomputed here, independently of the sender's code.
fn signature_ok(secret: &str, header: &str, body: &[u8]) -> bool {
    let t = header.split(',').find_map(|p| p.strip_prefix("t=")).unwrap();
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{t}.").as_bytes());
    mac.update(body);
    let expected = hex::encode(mac.finalize().into_bytes());
    let fresh = (chrono::Utc::now().timestamp() - t.parse::<i64>().unwrap()).abs() <= 300;
    fresh && header.split(',').any(|p| p == format!("v1={expected}"))
}

#[test]
fn a_tested_webhook_receives_each_new_match_signed_and_the_api_shows_it_sent() {
    let tw = tw_fast();
    let c = tw.customer("acme");
    let receiver = Receiver::start(vec![]);
    let added = tw.run(&["destination", "add", "--account", &c.account, "--kind", "webhook", "--url", &receiver.url]);
    let destination = added["destination_id"].as_str().unwrap().to_owned();
    let secret = added["signing_secret"].as_str().unwrap().to_owned();

    // A destination awaiting its test gets no events.
    assert_eq!(tw.ingest_matching(&c.account, "early", 1)["deliveries_queued"], 0);
    let tested = tw.run(&["destination", "test", "--destination", &destination]);
    assert_eq!(tested["status"], 200);
    let test = &receiver.received()[0];
    assert_eq!(test.header("Threadwatch-Event"), Some("webhook.test"));
    assert_eq!(test.json().as_object().unwrap().len(), 4, "webhook.test has exactly event, version, test, sent_at");
    assert!(signature_ok(&secret, test.header("Threadwatch-Signature").unwrap(), &test.body));

    let server = tw.serve(&[("THREADWATCH_API__RATE_LIMIT_PER_MINUTE", "1000")]);
    assert_eq!(tw.ingest_matching(&c.account, "p", 3)["deliveries_queued"], 3);
    let received = receiver.wait_for(Duration::from_secs(10), |r| r.len() >= 4);
    let matched: Vec<_> = received.iter().filter(|r| r.header("Threadwatch-Event") == Some("reddit.post.matched")).collect();
    assert_eq!(matched.len(), 3);
    for r in &matched {
        assert_eq!(r.header("Content-Type"), Some("application/json"));
        assert!(r.header("User-Agent").unwrap().starts_with("Threadwatch"));
        assert!(uuid::Uuid::parse_str(r.header("Threadwatch-Delivery").unwrap()).is_ok());
        assert!(signature_ok(&secret, r.header("Threadwatch-Signature").unwrap(), &r.body), "signature of {r:?}");
        let body = r.json();
        assert_eq!((body["event"].as_str(), body["version"].as_i64(), body["test"].as_bool()), (Some("reddit.post.matched"), Some(1), Some(false)));
        assert!(body["sent_at"].as_str().unwrap().ends_with('Z') && body["sent_at"].as_str().unwrap().contains('.'));
        assert!(body["data"]["match"]["match_reason"].as_str().is_some());
    }

    // The API shows the matches as sent, with the latency and the destination result.
    let page = server.get("/v1/matches", Some(&c.key));
    let sent: Vec<&Value> = page.body["data"].as_array().unwrap().iter().filter(|m| m["delivery"] == "sent").collect();
    assert_eq!(sent.len(), 3, "{page:?}");
    assert_eq!(sent[0]["delivered_to"], serde_json::json!(["webhook"]));
    assert!(sent[0]["delivery_latency_seconds"].as_i64().unwrap() >= 0);
    let id = sent[0]["id"].as_str().unwrap();
    let detail = server.get(&format!("/v1/matches/{id}"), Some(&c.key));
    assert_eq!(detail.body["destination_results"], serde_json::json!([{"destination": "webhook", "state": "accepted", "issue": false}]));
    let monitoring = server.get("/v1/monitoring", Some(&c.key));
    assert_eq!(monitoring.body["destinations"][0]["state"], "active");
    assert!(monitoring.body["destinations"][0]["last_success_at"].is_string());
}

#[test]
fn a_rotated_secret_signs_beside_the_old_one() {
    let tw = tw_fast();
    let c = tw.customer("acme");
    let receiver = Receiver::start(vec![]);
    let (destination, old_secret) = active_webhook(&tw, &c, &receiver);
    let rotated = tw.run(&["destination", "rotate-secret", "--destination", &destination]);
    let new_secret = rotated["signing_secret"].as_str().unwrap();
    assert_ne!(new_secret, old_secret);
    tw.run(&["destination", "test", "--destination", &destination]);
    let last = receiver.received().pop().unwrap();
    let header = last.header("Threadwatch-Signature").unwrap();
    assert_eq!(header.matches("v1=").count(), 2);
    assert!(signature_ok(new_secret, header, &last.body) && signature_ok(&old_secret, header, &last.body));
}

#[test]
fn forbidden_targets_are_refused_when_added() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    for url in [
        "http://hooks.example.com/x",
        "https://hooks.example.com:8443/x",
        "https://user:pass@hooks.example.com/x",
        "https://localhost/x",
        "https://127.0.0.1/x",
        "https://10.0.0.1/x",
        "https://172.16.5.4/x",
        "https://192.168.1.1/x",
        "https://169.254.169.254/latest/meta-data",
        "https://100.64.0.1/x",
        "https://[::1]/x",
        "https://[fd00::1]/x",
        "https://[::ffff:127.0.0.1]/x",
        "https://224.0.0.1/x",
    ] {
        let err = tw.fail(&["destination", "add", "--account", &c.account, "--kind", "webhook", "--url", url]);
        assert!(err.contains("refused"), "{url}: {err}");
    }
    let listed = tw.run(&["destination", "list", "--account", &c.account]);
    assert_eq!(listed["destinations"], serde_json::json!([]));
}

#[test]
fn a_crash_in_the_middle_of_a_burst_loses_no_delivery() {
    let tw = Tw::with_env(&[
        ("THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS", "true"),
        ("THREADWATCH_DELIVERY__TIMEOUT_MS", "1000"),
    ]);
    let c = tw.customer("acme");
    let receiver = Receiver::start(vec![]);
    active_webhook(&tw, &c, &receiver);
    assert_eq!(tw.ingest_matching(&c.account, "burst", 1000)["deliveries_queued"], 1000);

    let server = tw.serve(&[]);
    receiver.wait_for(Duration::from_secs(30), |r| r.len() > 200);
    server.kill_hard();
    let at_crash = receiver.received().len();
    assert!(at_crash < 1001, "the crash came after the burst: {at_crash}");

    let _restarted = tw.serve(&[]);
    let received = receiver.wait_for(Duration::from_secs(60), |r| {
        r.iter().filter_map(|x| x.header("Threadwatch-Delivery")).collect::<HashSet<_>>().len() >= 1001
    });
    let mut bodies: HashMap<&str, &Vec<u8>> = HashMap::new();
    for r in &received {
        let id = r.header("Threadwatch-Delivery").unwrap();
        if let Some(earlier) = bodies.insert(id, &r.body) {
            assert_eq!(earlier, &r.body, "a duplicate carries the same body under the same id");
        }
    }
    assert_eq!(bodies.len(), 1001, "every delivery (and the test) arrived");
}

fn wait_for_json(tw: &Tw, args: &[&str], done: impl Fn(&Value) -> bool) -> Value {
    let start = std::time::Instant::now();
    loop {
        let value = tw.run(args);
        if done(&value) {
            return value;
        }
        assert!(start.elapsed() < Duration::from_secs(15), "gave up waiting: {value}");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn the_target_rules_are_checked_again_at_each_attempt() {
    // Added while insecure targets were allowed; served with the rules back on.
    let tw = tw_fast();
    let c = tw.customer("acme");
    let receiver = Receiver::start(vec![]);
    active_webhook(&tw, &c, &receiver);
    let _server = tw.serve(&[("THREADWATCH_DELIVERY__ALLOW_INSECURE_DESTINATIONS", "false")]);
    tw.ingest_matching(&c.account, "p", 1);
    let failed = wait_for_json(&tw, &["delivery", "list", "--account", &c.account, "--state", "failed"], |v| {
        !v["deliveries"].as_array().unwrap().is_empty()
    });
    assert!(failed["deliveries"][0]["last_error"].as_str().unwrap().contains("refused"), "{failed}");
    assert_eq!(receiver.received().len(), 1, "only the test delivery, sent while allowed, arrived");
}

#[test]
fn sigterm_lets_the_attempt_in_flight_finish() {
    let tw = tw_fast();
    let c = tw.customer("acme");
    let slow = Answer { status: 200, delay: Duration::from_millis(600), headers: vec![] };
    let receiver = Receiver::start(vec![Answer::status(200), slow]);
    active_webhook(&tw, &c, &receiver);
    let server = tw.serve(&[]);
    tw.ingest_matching(&c.account, "p", 1);
    receiver.wait_for(Duration::from_secs(10), |r| r.len() >= 2);
    assert!(server.terminate(Duration::from_secs(10)), "a clean exit");
    let accepted = tw.run(&["delivery", "list", "--account", &c.account, "--state", "accepted"]);
    assert!(
        accepted["deliveries"].as_array().unwrap().iter().any(|d| d["event"] == "reddit.post.matched"),
        "the attempt in flight was finished and recorded: {accepted}"
    );
}
