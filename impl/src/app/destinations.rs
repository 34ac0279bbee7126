//! Destinations: adding one (its target checked at once), testing it (a
//! webhook becomes active only after a successful test), listing, removing,
//! and rotating a webhook's signing secret.
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::{json, Value};

use super::App;
use crate::delivery::{events, guard, policy, signing, Senders};
use crate::domain::{Band, DestinationKind, DestinationState};
use crate::error::{Error, Result};
use crate::store::{now_us, to_time, AfterAttempt, DestinationRow, Event, NewDestination};

/// During a rotation the old secret also signs for 24 hours.
const ROTATION_GRACE: Duration = Duration::from_secs(24 * 3600);

/// What a new destination points at; which fields are needed depends on its kind.
#[derive(Debug, Default)]
pub struct NewTarget {
    pub url: Option<String>,
    pub bot_token: Option<String>,
    pub chat_id: Option<String>,
    pub to: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct DestinationAdded {
    pub destination_id: String,
    pub state: DestinationState,
    /// A webhook's signing secret: shown this once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signing_secret: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct TestResult {
    pub destination_id: String,
    pub delivery_id: String,
    pub status: Option<u16>,
    pub duration_ms: u64,
    pub state: DestinationState,
    /// The start of the receiver's answer, if it sent one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answer: Option<String>,
}

impl App {
    /// Adds a destination after checking its target. A webhook starts as
    /// `pending_test`; the other kinds are active at once.
    pub fn add_destination(&self, account: &str, kind: DestinationKind, t: NewTarget, min_band: Band) -> Result<DestinationAdded> {
        let insecure = self.delivery.allow_insecure_destinations;
        let checked_url = |url: Option<String>| -> Result<(String, url::Url)> {
            let url = url.ok_or_else(|| Error::invalid(format!("a url is required for a {kind} destination")))?;
            let refused = |e: guard::Refused| Error::invalid(format!("the url {} is refused: {e}", masked_url(&url)));
            let parsed = guard::check_url(&url, insecure).map_err(refused)?;
            let port = parsed.port_or_known_default().unwrap_or(443);
            guard::vetted_addrs(parsed.host_str().unwrap_or_default(), port, insecure).map_err(refused)?;
            Ok((url, parsed))
        };
        let added = |url: Option<&str>, secret: Option<&str>, address: Option<&str>, masked: &str, state| {
            let new = NewDestination { kind, url, secret, address, target_masked: masked, min_band, state };
            self.store.add_destination(account, &new)
        };
        let active = DestinationState::Active;
        Ok(match kind {
            DestinationKind::Webhook => {
                let (url, parsed) = checked_url(t.url)?;
                let secret = signing::new_secret();
                let state = DestinationState::PendingTest;
                let destination_id = added(Some(&url), Some(&secret), None, &mask(&parsed), state)?;
                DestinationAdded { destination_id, state, signing_secret: Some(secret), target: None }
            }
            DestinationKind::Slack => {
                let (url, parsed) = checked_url(t.url)?;
                if parsed.host_str() != Some(self.delivery.slack_hook_host.as_str()) {
                    let host = &self.delivery.slack_hook_host;
                    return Err(Error::invalid(format!("the url must be a Slack incoming-webhook URL on {host}")));
                }
                let destination_id = added(Some(&url), None, None, &mask(&parsed), active)?;
                DestinationAdded { destination_id, state: active, signing_secret: None, target: Some(mask(&parsed)) }
            }
            DestinationKind::Telegram => {
                let missing = |what: &str| Error::invalid(format!("a {what} is required for a telegram destination"));
                let token = t.bot_token.ok_or_else(|| missing("bot token"))?;
                let chat = t.chat_id.ok_or_else(|| missing("chat id"))?;
                let token_ok = token.split_once(':').is_some_and(|(bot, key)| {
                    !bot.is_empty()
                        && bot.bytes().all(|b| b.is_ascii_digit())
                        && !key.is_empty()
                        && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
                });
                if !token_ok {
                    return Err(Error::invalid("the bot token is not a Telegram bot token (123456:ABC-...)"));
                }
                if !(chat.parse::<i64>().is_ok() || (chat.starts_with('@') && chat.len() > 1)) {
                    return Err(Error::invalid("the chat id must be a numeric chat id or an @channel name"));
                }
                let masked = format!("telegram chat {chat}");
                let destination_id = added(None, Some(&token), Some(&chat), &masked, active)?;
                DestinationAdded { destination_id, state: active, signing_secret: None, target: Some(masked) }
            }
            DestinationKind::Email => {
                let to = t.to.ok_or_else(|| Error::invalid("an address (to) is required for an email destination"))?;
                to.parse::<lettre::message::Mailbox>()
                    .map_err(|e| Error::invalid(format!("{to:?} is not an email address: {e}")))?;
                if !self.smtp.is_configured() {
                    return Err(Error::invalid(
                        "email destinations need an SMTP server: set [smtp] host (and port, from...)",
                    ));
                }
                let destination_id = added(None, None, Some(&to), &to, active)?;
                DestinationAdded { destination_id, state: active, signing_secret: None, target: Some(to) }
            }
        })
    }

    /// How long `test_destination` may take: one attempt's time limit.
    pub fn test_time_limit(&self) -> Duration {
        self.delivery.timeout()
    }

    /// Sends a test now (`webhook.test`, or a clearly marked test message),
    /// records it as a delivery, and activates a webhook on a 2xx.
    pub fn test_destination(&self, destination_id: &str) -> Result<TestResult> {
        let destination = self.store.destination(destination_id)?;
        let body = events::test_body(Utc::now());
        let delivery = self.store.start_test_delivery(destination_id, Event { name: events::TEST, body: &body })?;
        let senders = Senders::new(&self.delivery, &self.smtp)?;
        let started_at = now_us();
        let sent = senders.send(&destination, &delivery.id, events::TEST, &body);
        // A test is sent once, never retried.
        let after = policy::after_attempt(&sent.outcome, None, now_us(), |_| None);
        self.store.finish_attempt(&delivery, &sent.record(started_at), &after)?;
        if after != AfterAttempt::Accepted {
            let why = sent.error.clone().or_else(|| sent.status.map(|s| format!("the receiver answered HTTP {s}")));
            let state = match after {
                AfterAttempt::Disable(_) => DestinationState::Disabled,
                _ => destination.state,
            };
            let answer = sent.response_head.as_deref().map(|a| format!(" (it answered: {a})")).unwrap_or_default();
            return Err(Error::invalid(format!(
                "the test delivery {} to destination {destination_id} failed after {} ms: {}{answer}; the destination stays {state}",
                delivery.id,
                sent.duration.as_millis(),
                why.unwrap_or_default(),
            )));
        }
        let state = match destination.state {
            DestinationState::PendingTest => {
                self.store.set_destination_state(destination_id, DestinationState::Active)?;
                DestinationState::Active
            }
            state => state,
        };
        Ok(TestResult {
            destination_id: destination_id.to_owned(),
            delivery_id: delivery.id,
            status: sent.status,
            duration_ms: sent.duration.as_millis() as u64,
            state,
            answer: sent.response_head,
        })
    }

    /// The account's destinations, secrets left out.
    pub fn destinations(&self, account_id: &str) -> Result<Vec<DestinationRow>> {
        self.store.account(account_id)?;
        self.store.destinations(account_id)
    }

    /// The account's destinations as the operator sees them (secrets never shown).
    pub fn list_destinations(&self, account_id: &str) -> Result<Value> {
        let list: Vec<Value> = self
            .destinations(account_id)?
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
        Ok(json!({"destinations": list}))
    }

    pub fn remove_destination(&self, destination_id: &str) -> Result<()> {
        self.store.remove_destination(destination_id)
    }

    /// A new signing secret, returned once; the old one also signs until the
    /// time returned.
    pub fn rotate_secret(&self, destination_id: &str) -> Result<(String, DateTime<Utc>)> {
        let secret = signing::new_secret();
        let grace_until = now_us() + ROTATION_GRACE.as_micros() as i64;
        self.store.rotate_secret(destination_id, &secret, grace_until)?;
        Ok((secret, to_time(grace_until)))
    }
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
