//! The destination commands of the app: adding (with the target rules
//! checked at once), testing, listing, removing, and rotating secrets.
use std::time::Duration;

use anyhow::{bail, Context as _};
use chrono::Utc;
use serde_json::{json, Value};

use crate::config::Settings;
use crate::delivery::{events, guard, policy::Outcome, signing, webhook::Sender};
use crate::store::{now_us, to_time, AfterAttempt, AttemptRecord, NewDestination, Store};

/// DESIGN §2: during a rotation both secrets sign for 24 hours.
const ROTATION_GRACE: Duration = Duration::from_secs(24 * 3600);

pub enum Command {
    Add { account: String, kind: &'static str, url: Option<String>, min_band: &'static str },
    Test { destination: String },
    List { account: String },
    Remove { destination: String },
    RotateSecret { destination: String },
}

pub fn run(store: &Store, settings: &Settings, command: Command) -> anyhow::Result<Value> {
    let insecure = settings.allow_insecure_destinations;
    Ok(match command {
        Command::Add { account, kind, url, min_band } => {
            if kind != "webhook" {
                bail!("{kind} destinations are not available yet; webhook is");
            }
            let url = url.context("--url is required for a webhook destination")?;
            let parsed = guard::check_url(&url, insecure).with_context(|| format!("--url {url} is refused"))?;
            let host = parsed.host_str().unwrap_or_default();
            let port = parsed.port_or_known_default().unwrap_or(443);
            guard::vetted_addrs(host, port, insecure).with_context(|| format!("--url {url} is refused"))?;
            let secret = signing::new_secret();
            let id = store.add_destination(
                &account,
                &NewDestination {
                    kind,
                    url: Some(&url),
                    secret: Some(&secret),
                    target_masked: &mask(&parsed),
                    min_band,
                    state: "pending_test",
                },
            )?;
            json!({"destination_id": id, "state": "pending_test", "signing_secret": secret})
        }
        Command::Test { destination } => test(store, settings, &destination)?,
        Command::List { account } => {
            store.account(&account)?;
            let list: Vec<Value> = store
                .destinations(&account)?
                .into_iter()
                .map(|d| {
                    json!({
                        "destination_id": d.id, "kind": d.kind, "state": d.state, "target": d.target_masked,
                        "min_band": d.min_band, "issue": d.issue,
                        "last_success_at": d.last_success_at.map(to_time),
                        "last_failure_at": d.last_failure_at.map(to_time),
                    })
                })
                .collect();
            json!({"destinations": list})
        }
        Command::Remove { destination } => {
            store.remove_destination(&destination)?;
            json!({"destination_id": destination, "removed": true})
        }
        Command::RotateSecret { destination } => {
            let secret = signing::new_secret();
            let grace_until = now_us() + ROTATION_GRACE.as_micros() as i64;
            store.rotate_secret(&destination, &secret, grace_until)?;
            json!({"destination_id": destination, "signing_secret": secret, "previous_secret_valid_until": to_time(grace_until)})
        }
    })
}

/// Sends `webhook.test` now, records it as a delivery, and activates the
/// destination on a 2xx.
fn test(store: &Store, settings: &Settings, destination_id: &str) -> anyhow::Result<Value> {
    let destination = store.destination(destination_id)?;
    let url = destination.url.clone().with_context(|| format!("destination {destination_id} has no URL"))?;
    let body = events::test_body(Utc::now());
    let delivery = store.start_test_delivery(&destination, &body)?;
    let sender = Sender::new(settings.delivery().timeout, settings.allow_insecure_destinations);
    let started_at = now_us();
    let sent = sender.send(&url, &destination.signing_secrets(started_at), &delivery.id, events::TEST, &body);
    let accepted = sent.outcome == Outcome::Accepted;
    let after = match sent.outcome {
        Outcome::Accepted => AfterAttempt::Accepted,
        Outcome::Gone => AfterAttempt::DisableDestination,
        Outcome::Failed { .. } => AfterAttempt::Failed,
    };
    let attempt = AttemptRecord {
        started_at,
        duration_ms: sent.duration.as_millis() as i64,
        status: sent.status,
        response_head: sent.response_head.clone(),
        error: sent.error.clone(),
    };
    store.finish_attempt(&delivery, &attempt, &after)?;
    let why = sent.error.clone().or_else(|| sent.status.map(|s| format!("the receiver answered HTTP {s}")));
    if !accepted {
        bail!(
            "the test delivery {} to destination {destination_id} failed after {} ms: {}; the destination stays {}",
            delivery.id,
            sent.duration.as_millis(),
            why.unwrap_or_default(),
            if after == AfterAttempt::DisableDestination { "disabled" } else { destination.state.as_str() },
        );
    }
    if destination.state == "pending_test" {
        store.set_destination_state(destination_id, "active")?;
    }
    Ok(json!({
        "destination_id": destination_id,
        "delivery_id": delivery.id,
        "status": sent.status,
        "duration_ms": sent.duration.as_millis() as u64,
        "state": "active"
    }))
}

/// The target as shown in lists and the API: scheme, host and port only (a
/// path can hold a token).
fn mask(url: &url::Url) -> String {
    let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
    format!("{}://{}{port}/…", url.scheme(), url.host_str().unwrap_or_default())
}
