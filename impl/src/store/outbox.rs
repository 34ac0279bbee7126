//! The delivery outbox: one row per (event, destination), written in the same
//! transaction as what caused it; claimed by a worker under a lease, so a
//! worker that dies leaves its row to be claimed again; finished with the
//! attempt's record and what follows it.
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::destinations::{disable, failed, succeeded};
use super::{begin_write, changed, now_us, optional, to_time, Store};
use crate::domain::{DeliveryState, DestinationKind};
use crate::error::Result;

/// An event to queue: its name (`Threadwatch-Event`) and the exact bytes to send.
#[derive(Debug, Clone, Copy)]
pub struct Event<'a> {
    pub name: &'a str,
    pub body: &'a [u8],
}

/// A delivery a worker holds under lease.
#[derive(Debug, Clone)]
pub struct ClaimedDelivery {
    pub id: String,
    pub destination_id: String,
    pub event: String,
    pub body: Vec<u8>,
    /// The number of this attempt, from 1.
    pub attempt: u32,
}

/// What one attempt came to, as recorded.
#[derive(Debug, Clone)]
pub struct AttemptRecord {
    pub started_at: i64,
    pub duration_ms: i64,
    pub status: Option<u16>,
    pub response_head: Option<String>,
    pub error: Option<String>,
}

/// What happens after an attempt (decided by `delivery::policy`).
#[derive(Debug, Clone, PartialEq)]
pub enum AfterAttempt {
    Accepted,
    /// Try again at this time (µs).
    RetryAt(i64),
    /// No more attempts.
    Failed,
    /// No more attempts, and the destination is disabled for this reason:
    /// what was queued for it fails too.
    Disable(String),
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct DeliveryListing {
    pub delivery_id: String,
    pub destination_id: String,
    pub destination_kind: DestinationKind,
    pub event: String,
    pub match_id: Option<String>,
    pub state: DeliveryState,
    pub attempts: i64,
    pub next_attempt_at: Option<chrono::DateTime<chrono::Utc>>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub accepted_at: Option<chrono::DateTime<chrono::Utc>>,
    pub last_error: Option<String>,
}

/// One attempt to send a delivery, as the delivery log shows it.
#[derive(Debug, Clone)]
pub struct AttemptListing {
    pub delivery_id: String,
    pub destination_id: String,
    pub destination_kind: DestinationKind,
    pub attempt: i64,
    pub started_at: chrono::DateTime<chrono::Utc>,
    pub duration_ms: i64,
    pub status: Option<u16>,
    /// The first bytes of the receiver's answer.
    pub response_head: Option<String>,
    pub error: Option<String>,
}

/// One element of a match's `destination_results`.
#[derive(Debug, Clone)]
pub struct ResultRow {
    pub kind: DestinationKind,
    pub state: DeliveryState,
    pub issue: bool,
}

/// How long a test delivery, sent at once by its caller, is held from workers.
const TEST_LEASE_US: i64 = 3_600_000_000;

impl Store {
    /// A test delivery sent at once by the caller: written as already
    /// claimed (leased), so no worker takes it meanwhile.
    pub fn start_test_delivery(&self, destination_id: &str, event: Event) -> Result<ClaimedDelivery> {
        let destination = self.destination(destination_id)?;
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let id = insert(&tx, &destination.account_id, &destination.id, destination.kind, event, None)?;
        tx.execute("UPDATE deliveries SET attempts = 1, lease_until = ?2 WHERE id = ?1", params![id, now_us() + TEST_LEASE_US])?;
        tx.commit()?;
        Ok(ClaimedDelivery {
            id,
            destination_id: destination.id,
            event: event.name.to_owned(),
            body: event.body.to_vec(),
            attempt: 1,
        })
    }

    /// Queues an event for every active destination of these kinds. Returns how many.
    pub fn enqueue_for_account(&self, account_id: &str, kinds: &[DestinationKind], event: Event) -> Result<usize> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        let mut routes = super::destinations::active(&tx, account_id)?;
        routes.retain(|route| kinds.contains(&route.kind));
        for route in &routes {
            insert(&tx, account_id, &route.id, route.kind, event, None)?;
        }
        tx.commit()?;
        Ok(routes.len())
    }

    /// Takes the next due delivery under a lease of `lease_us`, or None,
    /// passing over destinations that already have `max_in_flight` leased. A
    /// delivery whose worker died is taken again once its lease ran out.
    pub fn claim_due(&self, lease_us: i64, max_in_flight: u32) -> Result<Option<ClaimedDelivery>> {
        let now = now_us();
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "UPDATE deliveries SET lease_until = ?1 + ?2, attempts = attempts + 1
             WHERE id = (SELECT id FROM deliveries
                         WHERE state = 'pending' AND next_attempt_at <= ?1
                           AND (lease_until IS NULL OR lease_until <= ?1)
                           AND destination_id NOT IN (
                               SELECT destination_id FROM deliveries
                               WHERE state = 'pending' AND lease_until > ?1
                               GROUP BY destination_id HAVING count(*) >= ?3)
                         ORDER BY next_attempt_at LIMIT 1)
             RETURNING id, destination_id, event, body, attempts",
        )?;
        Ok(stmt
            .query_row(params![now, lease_us, max_in_flight], |r| {
                Ok(ClaimedDelivery {
                    id: r.get(0)?,
                    destination_id: r.get(1)?,
                    event: r.get(2)?,
                    body: r.get(3)?,
                    attempt: r.get(4)?,
                })
            })
            .optional()?)
    }

    /// Gives a claimed delivery back untried (its attempt is not counted), due at `at` (µs).
    pub fn release(&self, delivery: &ClaimedDelivery, at: i64) -> Result<()> {
        self.conn()?.execute(
            "UPDATE deliveries SET attempts = max(attempts - 1, 0), lease_until = NULL, next_attempt_at = ?2 WHERE id = ?1",
            params![delivery.id, at],
        )?;
        Ok(())
    }

    /// Records an attempt and what follows from it, in one transaction.
    pub fn finish_attempt(&self, delivery: &ClaimedDelivery, attempt: &AttemptRecord, after: &AfterAttempt) -> Result<()> {
        let now = now_us();
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        // Numbered in the order made, so a resend (which restarts the retry
        // schedule) adds to the log instead of overwriting its first attempts.
        tx.execute(
            "INSERT INTO delivery_attempts (delivery_id, attempt, started_at, duration_ms, status, response_head, error)
             VALUES (?1, (SELECT coalesce(max(attempt), 0) + 1 FROM delivery_attempts WHERE delivery_id = ?1),
                     ?2, ?3, ?4, ?5, ?6)",
            params![
                delivery.id,
                attempt.started_at,
                attempt.duration_ms,
                attempt.status,
                attempt.response_head,
                attempt.error
            ],
        )?;
        let error = attempt.error.clone().or_else(|| attempt.status.map(|s| format!("answered HTTP {s}")));
        match after {
            AfterAttempt::Accepted => {
                tx.execute(
                    "UPDATE deliveries SET state = 'accepted', accepted_at = ?2, lease_until = NULL, last_error = NULL WHERE id = ?1",
                    params![delivery.id, now],
                )?;
                succeeded(&tx, &delivery.destination_id, now)?;
                mark_match_delivered(&tx, &delivery.id, now)?;
            }
            AfterAttempt::RetryAt(at) => {
                tx.execute(
                    "UPDATE deliveries SET next_attempt_at = ?2, lease_until = NULL, last_error = ?3 WHERE id = ?1",
                    params![delivery.id, at, error],
                )?;
                failed(&tx, &delivery.destination_id, now)?;
            }
            AfterAttempt::Failed => {
                fail(&tx, &delivery.id, error.as_deref())?;
                failed(&tx, &delivery.destination_id, now)?;
            }
            AfterAttempt::Disable(why) => {
                fail(&tx, &delivery.id, error.as_deref())?;
                disable(&tx, &delivery.destination_id, why, now)?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Fails a claimed delivery without sending it (its destination is gone or disabled).
    pub fn drop_claimed(&self, delivery: &ClaimedDelivery, why: &str) -> Result<()> {
        fail(&*self.conn()?, &delivery.id, Some(why))
    }

    pub fn list_deliveries(&self, account_id: &str, state: Option<DeliveryState>) -> Result<Vec<DeliveryListing>> {
        self.account(account_id)?;
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT id, destination_id, destination_kind, event, match_id, state, attempts, next_attempt_at,
                    created_at, accepted_at, last_error
             FROM deliveries WHERE account_id = ?1 AND (?2 IS NULL OR state = ?2)
             ORDER BY created_at DESC, id DESC",
        )?;
        let rows = stmt.query_map(params![account_id, state], |r| {
            let state: DeliveryState = r.get(5)?;
            Ok(DeliveryListing {
                delivery_id: r.get(0)?,
                destination_id: r.get(1)?,
                destination_kind: r.get(2)?,
                event: r.get(3)?,
                match_id: r.get(4)?,
                next_attempt_at: if state == DeliveryState::Pending { Some(to_time(r.get(7)?)) } else { None },
                state,
                attempts: r.get(6)?,
                created_at: to_time(r.get(8)?),
                accepted_at: r.get::<_, Option<i64>>(9)?.map(to_time),
                last_error: r.get(10)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The account's most recent delivery attempts, newest first, optionally
    /// of one destination.
    pub fn recent_attempts(&self, account_id: &str, destination_id: Option<&str>, limit: u32) -> Result<Vec<AttemptListing>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT a.delivery_id, d.destination_id, d.destination_kind, a.attempt, a.started_at, a.duration_ms,
                    a.status, a.response_head, a.error
             FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id
             WHERE d.account_id = ?1 AND (?2 IS NULL OR d.destination_id = ?2)
             ORDER BY a.started_at DESC LIMIT ?3",
        )?;
        let rows = stmt.query_map(params![account_id, destination_id, limit], |r| {
            Ok(AttemptListing {
                delivery_id: r.get(0)?,
                destination_id: r.get(1)?,
                destination_kind: r.get(2)?,
                attempt: r.get(3)?,
                started_at: to_time(r.get(4)?),
                duration_ms: r.get(5)?,
                status: r.get(6)?,
                response_head: r.get(7)?,
                error: r.get(8)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Sends a delivery again, from its first attempt, with the same id and body.
    pub fn resend(&self, delivery_id: &str) -> Result<()> {
        let rows = self.conn()?.execute(
            "UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ?2, lease_until = NULL
             WHERE id = ?1",
            params![delivery_id, now_us()],
        )?;
        changed(rows, || format!("no delivery with id {delivery_id}"))
    }

    /// One result per delivery of the match, with whether its destination
    /// currently has a problem.
    pub(super) fn destination_results(&self, conn: &Connection, match_id: &str) -> Result<Vec<ResultRow>> {
        let mut stmt = conn.prepare_cached(
            "SELECT d.destination_kind, d.state,
                    coalesce(t.state != 'active' OR t.issue = 1, 1)
             FROM deliveries d LEFT JOIN destinations t ON t.id = d.destination_id
             WHERE d.match_id = ?1 ORDER BY d.created_at, d.id",
        )?;
        let rows = stmt.query_map([match_id], |r| Ok(ResultRow { kind: r.get(0)?, state: r.get(1)?, issue: r.get(2)? }))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}

/// Queues one event for one destination, due now. Returns the delivery id
/// (the `Threadwatch-Delivery` of every attempt).
pub(super) fn insert(
    tx: &Transaction,
    account_id: &str,
    destination_id: &str,
    kind: DestinationKind,
    event: Event,
    match_id: Option<&str>,
) -> Result<String> {
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_us();
    tx.prepare_cached(
        "INSERT INTO deliveries (id, account_id, destination_id, destination_kind, match_id, event, body, state,
                                 next_attempt_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?8, ?8)",
    )?
    .execute(params![id, account_id, destination_id, kind, match_id, event.name, event.body, now])?;
    Ok(id)
}

/// No more attempts for this delivery.
fn fail(conn: &Connection, delivery_id: &str, error: Option<&str>) -> Result<()> {
    conn.execute(
        "UPDATE deliveries SET state = 'failed', lease_until = NULL, last_error = ?2 WHERE id = ?1",
        params![delivery_id, error],
    )?;
    Ok(())
}

/// Keeps `delivered_to` (a JSON array of the kinds that accepted, sorted) and
/// `first_accepted_at` on the match up to date, so listing stays one read.
fn mark_match_delivered(tx: &Transaction, delivery_id: &str, now: i64) -> Result<()> {
    let found: Option<(Option<String>, DestinationKind)> = optional(tx.query_row(
        "SELECT match_id, destination_kind FROM deliveries WHERE id = ?1",
        [delivery_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let Some((Some(match_id), kind)) = found else { return Ok(()) };
    let current: Option<String> = tx.query_row("SELECT delivered_to FROM matches WHERE id = ?1", [&match_id], |r| r.get(0))?;
    let mut kinds: Vec<DestinationKind> = match current {
        Some(json) => serde_json::from_str(&json)?,
        None => vec![],
    };
    if !kinds.contains(&kind) {
        kinds.push(kind);
        kinds.sort_unstable();
    }
    tx.execute(
        "UPDATE matches SET delivered_to = ?2, first_accepted_at = coalesce(first_accepted_at, ?3) WHERE id = ?1",
        params![match_id, serde_json::to_string(&kinds)?, now],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{Band, DestinationState};
    use crate::store::destinations::NewDestination;
    use crate::store::tests::store;

    fn store_with_webhook() -> (tempfile::TempDir, Store, String, String) {
        let (dir, store) = store();
        let account = store.create_account("a", i64::MAX).unwrap();
        let new = NewDestination {
            kind: DestinationKind::Webhook,
            url: Some("https://hooks.example.com/x"),
            secret: Some("whsec_x"),
            target_masked: "https://hooks.example.com/…",
            address: None,
            min_band: Band::Research,
            state: DestinationState::Active,
        };
        let id = store.add_destination(&account.id, &new).unwrap();
        (dir, store, account.id, id)
    }

    const EVENT: Event = Event { name: "reddit.post.matched", body: b"{}" };

    fn failed_attempt() -> AttemptRecord {
        AttemptRecord { started_at: now_us(), duration_ms: 1, status: Some(500), response_head: None, error: None }
    }

    #[test]
    fn disabling_a_destination_fails_its_queue() {
        let (_dir, store, account, destination) = store_with_webhook();
        assert_eq!(store.enqueue_for_account(&account, &[DestinationKind::Webhook], EVENT).unwrap(), 1);
        assert_eq!(store.enqueue_for_account(&account, &[DestinationKind::Slack], EVENT).unwrap(), 0, "kinds filter");
        store.enqueue_for_account(&account, &[DestinationKind::Webhook], EVENT).unwrap();
        let claimed = store.claim_due(1_000_000, 10).unwrap().unwrap();
        store.finish_attempt(&claimed, &failed_attempt(), &AfterAttempt::RetryAt(now_us())).unwrap();
        let record = store.destination(&destination).unwrap();
        assert_eq!(record.state, DestinationState::Active);
        assert!(record.failing_since.is_some(), "a failure starts the failing streak");

        let claimed = store.claim_due(1_000_000, 10).unwrap().unwrap();
        store.finish_attempt(&claimed, &failed_attempt(), &AfterAttempt::Disable("test".into())).unwrap();
        assert_eq!(store.destination(&destination).unwrap().state, DestinationState::Disabled);
        let pending = store.list_deliveries(&account, Some(DeliveryState::Pending)).unwrap();
        assert!(pending.is_empty(), "what was queued for it failed: {pending:?}");
    }

    #[test]
    fn a_leased_delivery_is_not_claimed_twice_until_its_lease_runs_out() {
        let (_dir, store, account, _) = store_with_webhook();
        store.enqueue_for_account(&account, &[DestinationKind::Webhook], EVENT).unwrap();
        let first = store.claim_due(60_000_000, 10).unwrap().unwrap();
        assert!(store.claim_due(60_000_000, 10).unwrap().is_none(), "held under lease");
        store.conn().unwrap().execute("UPDATE deliveries SET lease_until = ?1", [now_us() - 1]).unwrap();
        let again = store.claim_due(60_000_000, 10).unwrap().unwrap();
        assert_eq!((again.id.as_str(), again.attempt), (first.id.as_str(), 2), "a crashed worker's row is taken again");

        store.release(&again, now_us()).unwrap();
        let after_release = store.claim_due(60_000_000, 10).unwrap().unwrap();
        assert_eq!(after_release.attempt, 2, "a released claim does not count as an attempt");
    }

    #[test]
    fn a_destination_with_its_attempts_in_flight_is_passed_over() {
        let (_dir, store, account, _) = store_with_webhook();
        for _ in 0..3 {
            store.enqueue_for_account(&account, &[DestinationKind::Webhook], EVENT).unwrap();
        }
        assert!(store.claim_due(60_000_000, 2).unwrap().is_some());
        assert!(store.claim_due(60_000_000, 2).unwrap().is_some());
        assert!(store.claim_due(60_000_000, 2).unwrap().is_none(), "two in flight to it already");
        let other = NewDestination {
            kind: DestinationKind::Webhook,
            url: Some("https://other.example.com/x"),
            secret: Some("whsec_y"),
            target_masked: "https://other.example.com/…",
            address: None,
            min_band: Band::Research,
            state: DestinationState::Active,
        };
        let other = store.add_destination(&account, &other).unwrap();
        store.enqueue_for_account(&account, &[DestinationKind::Webhook], EVENT).unwrap();
        let claimed = store.claim_due(60_000_000, 2).unwrap().expect("another destination's delivery");
        assert_eq!(claimed.destination_id, other);
    }
}
