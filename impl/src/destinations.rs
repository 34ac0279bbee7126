//! The destination commands of the app: adding (with the target rules
//! checked at once), testing, listing, removing, and rotating secrets.
use std::time::Duration;

use anyhow::{bail, Context as _};
use chrono::Utc;
use serde_json::{json, Value};

use crate::config::Settings;
use crate::delivery::{events, guard, policy::Outcome, signing, Senders};
use crate::store::{now_us, to_time, AfterAttempt, NewDestination, Store};

/// DESIGN §2: during a rotation both secrets sign for 24 hours.
const ROTATION_GRACE: Duration = Duration::from_secs(24 * 3600);

pub struct NewTarget {
    pub url: Option<String>,
    pub bot_token: Option<String>,
    pub chat_id: Option<String>,
    pub to: Option<String>,
}

pub enum Command {
    Add { account: String, kind: &'static str, target: NewTarget, min_band: &'static str },
    Test { destination: String },
    List { account: String },
    Remove { destination: String },
    RotateSecret { destination: String },
}

pub fn run(store: &Store, settings: &Settings, command: Command) -> anyhow::Result<Value> {
    Ok(match command {
        Command::Add { account, kind, target, min_band } => add(store, settings, &account, kind, target, min_band)?,
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

/// Adds a destination after checking its target. A webhook starts as
/// `pending_test`; the other kinds are active at once.
fn add(store: &Store, settings: &Settings, account: &str, kind: &str, t: NewTarget, min_band: &str) -> anyhow::Result<Value> {
    let insecure = settings.allow_insecure_destinations;
    let checked_url = |url: Option<String>| -> anyhow::Result<(String, url::Url)> {
        let url = url.with_context(|| format!("--url is required for a {kind} destination"))?;
        let parsed = guard::check_url(&url, insecure).with_context(|| format!("--url {} is refused", masked_url(&url)))?;
        let port = parsed.port_or_known_default().unwrap_or(443);
        guard::vetted_addrs(parsed.host_str().unwrap_or_default(), port, insecure)
            .with_context(|| format!("--url {} is refused", masked_url(&url)))?;
        Ok((url, parsed))
    };
    let new = |url: Option<&str>, secret: Option<&str>, address: Option<&str>, masked: &str, state: &str| {
        store.add_destination(account, &NewDestination { kind, url, secret, address, target_masked: masked, min_band, state })
    };
    Ok(match kind {
        "webhook" => {
            let (url, parsed) = checked_url(t.url)?;
            let secret = signing::new_secret();
            let id = new(Some(&url), Some(&secret), None, &mask(&parsed), "pending_test")?;
            json!({"destination_id": id, "state": "pending_test", "signing_secret": secret})
        }
        "slack" => {
            let (url, parsed) = checked_url(t.url)?;
            if parsed.host_str() != Some(settings.slack_hook_host.as_str()) {
                bail!("--url must be a Slack incoming-webhook URL on {}", settings.slack_hook_host);
            }
            let id = new(Some(&url), None, None, &mask(&parsed), "active")?;
            json!({"destination_id": id, "state": "active", "target": mask(&parsed)})
        }
        "telegram" => {
            let token = t.bot_token.context("--bot-token is required for a telegram destination")?;
            let chat = t.chat_id.context("--chat-id is required for a telegram destination")?;
            let token_ok = token.split_once(':').is_some_and(|(bot, key)| {
                !bot.is_empty() && bot.bytes().all(|b| b.is_ascii_digit()) && !key.is_empty()
                    && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
            });
            if !token_ok {
                bail!("--bot-token is not a Telegram bot token (123456:ABC-...)");
            }
            let chat_ok = chat.parse::<i64>().is_ok() || (chat.starts_with('@') && chat.len() > 1);
            if !chat_ok {
                bail!("--chat-id must be a numeric chat id or an @channel name");
            }
            let masked = format!("telegram chat {chat}");
            let id = new(None, Some(&token), Some(&chat), &masked, "active")?;
            json!({"destination_id": id, "state": "active", "target": masked})
        }
        "email" => {
            let to = t.to.context("--to is required for an email destination")?;
            to.parse::<lettre::message::Mailbox>().map_err(|e| anyhow::anyhow!("--to {to:?} is not an email address: {e}"))?;
            if settings.smtp_host.is_empty() {
                bail!("email destinations need an SMTP server: set smtp_host (and smtp_port, smtp_from...)");
            }
            let id = new(None, None, Some(&to), &to, "active")?;
            json!({"destination_id": id, "state": "active", "target": to})
        }
        other => bail!("unknown destination kind {other}"),
    })
}

/// Sends a test now (`webhook.test`, or a clearly marked test message),
/// records it as a delivery, and activates a webhook on a 2xx.
fn test(store: &Store, settings: &Settings, destination_id: &str) -> anyhow::Result<Value> {
    let destination = store.destination(destination_id)?;
    let body = events::test_body(Utc::now());
    let delivery = store.start_test_delivery(&destination, &body)?;
    let senders = Senders::new(&settings.delivery())?;
    let started_at = now_us();
    let sent = senders.send(&destination, &delivery.id, events::TEST, &body);
    let accepted = sent.outcome == Outcome::Accepted;
    // A test is sent once, never retried.
    let after = sent.after(|_| None);
    store.finish_attempt(&delivery, &sent.record(started_at), &after)?;
    let why = sent.error.clone().or_else(|| sent.status.map(|s| format!("the receiver answered HTTP {s}")));
    let state = if after == AfterAttempt::DisableDestination { "disabled" } else { destination.state.as_str() };
    if !accepted {
        bail!(
            "the test delivery {} to destination {destination_id} failed after {} ms: {}; the destination stays {}",
            delivery.id,
            sent.duration.as_millis(),
            why.unwrap_or_default(),
            state,
        );
    }
    if destination.state == "pending_test" {
        store.set_destination_state(destination_id, "active")?;
    }
    let state = if destination.state == "pending_test" { "active" } else { destination.state.as_str() };
    Ok(json!({
        "destination_id": destination_id,
        "delivery_id": delivery.id,
        "status": sent.status,
        "duration_ms": sent.duration.as_millis() as u64,
        "state": state
    }))
}

/// A URL for an error message: no path, which can hold a token.
fn masked_url(url: &str) -> String {
    url::Url::parse(url).map(|u| mask(&u)).unwrap_or_else(|_| "(not a URL)".into())
}

/// The target as shown in lists and the API: scheme, host and port only (a
/// path can hold a token).
fn mask(url: &url::Url) -> String {
    let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
    format!("{}://{}{port}/…", url.scheme(), url.host_str().unwrap_or_default())
}
