//! Destinations and the delivery outbox: what is to be sent where, the
//! leases workers hold while sending, every attempt, and the states the API
//! shows.
use anyhow::bail;
use rusqlite::{params, OptionalExtension, Transaction};

use super::{new_id, now_us, optional, to_time, Store};

/// DESIGN §2: a destination failing continuously for 5 days is disabled.
const DISABLE_AFTER_FAILING_US: i64 = 5 * 24 * 3600 * 1_000_000;

#[derive(Debug, Clone)]
pub struct NewDestination<'a> {
    pub kind: &'a str,
    pub url: Option<&'a str>,
    pub secret: Option<&'a str>,
    pub address: Option<&'a str>,
    pub target_masked: &'a str,
    pub min_band: &'a str,
    pub state: &'a str,
}

#[derive(Debug, Clone)]
pub struct DestinationRecord {
    pub id: String,
    pub account_id: String,
    pub kind: String,
    pub state: String,
    pub url: Option<String>,
    pub secret: Option<String>,
    pub previous_secret: Option<String>,
    pub previous_secret_until: Option<i64>,
    pub min_band: String,
    pub address: Option<String>,
}

impl DestinationRecord {
    /// The secrets that sign now: the current one, and the previous one
    /// during its grace period after a rotation.
    pub fn signing_secrets(&self, now_us: i64) -> Vec<&str> {
        let mut secrets: Vec<&str> = self.secret.as_deref().into_iter().collect();
        if let (Some(old), Some(until)) = (&self.previous_secret, self.previous_secret_until) {
            if now_us < until {
                secrets.push(old);
            }
        }
        secrets
    }
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

/// What happens to the delivery after an attempt.
#[derive(Debug, Clone, PartialEq)]
pub enum AfterAttempt {
    Accepted,
    /// Try again at this time (µs).
    RetryAt(i64),
    /// No more attempts.
    Failed,
    /// The receiver answered 410 Gone: the destination is disabled.
    DisableDestination,
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct DeliveryListing {
    pub delivery_id: String,
    pub destination_id: String,
    pub destination_kind: String,
    pub event: String,
    pub match_id: Option<String>,
    pub state: String,
    pub attempts: i64,
    pub next_attempt_at: Option<chrono::DateTime<chrono::Utc>>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub accepted_at: Option<chrono::DateTime<chrono::Utc>>,
    pub last_error: Option<String>,
}

/// One element of a match's `destination_results`.
#[derive(Debug, Clone)]
pub struct ResultRow {
    pub kind: String,
    pub state: String,
    pub issue: bool,
}

/// `min_band` admits `band` when the band is at least as strong.
pub fn band_admits(min_band: &str, band: &str) -> bool {
    let rank = |b: &str| match b {
        "strong" => 3,
        "possible" => 2,
        _ => 1,
    };
    rank(band) >= rank(min_band)
}

const DESTINATION_COLUMNS: &str =
    "id, account_id, kind, state, url, secret, previous_secret, previous_secret_until, min_band, address";

fn destination_row(r: &rusqlite::Row) -> rusqlite::Result<DestinationRecord> {
    Ok(DestinationRecord {
        id: r.get(0)?,
        account_id: r.get(1)?,
        kind: r.get(2)?,
        state: r.get(3)?,
        url: r.get(4)?,
        secret: r.get(5)?,
        previous_secret: r.get(6)?,
        previous_secret_until: r.get(7)?,
        min_band: r.get(8)?,
        address: r.get(9)?,
    })
}

impl Store {
    pub fn add_destination(&self, account_id: &str, d: &NewDestination) -> anyhow::Result<String> {
        self.account(account_id)?;
        let id = new_id("d");
        self.conn()?.execute(
            "INSERT INTO destinations (id, account_id, kind, state, target_masked, min_band, url, secret, address, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![id, account_id, d.kind, d.state, d.target_masked, d.min_band, d.url, d.secret, d.address, now_us()],
        )?;
        Ok(id)
    }

    pub fn destination(&self, id: &str) -> anyhow::Result<DestinationRecord> {
        let found = optional(self.conn()?.query_row(
            &format!("SELECT {DESTINATION_COLUMNS} FROM destinations WHERE id = ?1"),
            [id],
            destination_row,
        ))?;
        found.ok_or_else(|| anyhow::anyhow!("no destination with id {id}"))
    }

    pub fn set_destination_state(&self, id: &str, state: &str) -> anyhow::Result<()> {
        let changed = self.conn()?.execute(
            "UPDATE destinations SET state = ?2, disabled_reason = NULL WHERE id = ?1",
            params![id, state],
        )?;
        if changed == 0 {
            bail!("no destination with id {id}");
        }
        Ok(())
    }

    /// Removes a destination; what was still to be sent to it fails.
    pub fn remove_destination(&self, id: &str) -> anyhow::Result<()> {
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        if tx.execute("DELETE FROM destinations WHERE id = ?1", [id])? == 0 {
            bail!("no destination with id {id}");
        }
        fail_pending(&tx, id, "the destination was removed")?;
        tx.commit()?;
        Ok(())
    }

    /// A new signing secret; the old one keeps signing until `grace_until`.
    pub fn rotate_secret(&self, id: &str, new_secret: &str, grace_until: i64) -> anyhow::Result<()> {
        let changed = self.conn()?.execute(
            "UPDATE destinations SET previous_secret = secret, previous_secret_until = ?3, secret = ?2
             WHERE id = ?1 AND kind = 'webhook'",
            params![id, new_secret, grace_until],
        )?;
        if changed == 0 {
            bail!("no webhook destination with id {id}");
        }
        Ok(())
    }

    /// Queues one event for one destination, due now. Returns the delivery id.
    pub fn enqueue(
        &self,
        destination: &DestinationRecord,
        event: &str,
        body: &[u8],
        match_id: Option<&str>,
    ) -> anyhow::Result<String> {
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        let id = insert_delivery(&tx, &destination.account_id, &destination.id, &destination.kind, event, body, match_id)?;
        tx.commit()?;
        Ok(id)
    }

    /// A `webhook.test` delivery sent at once by the caller: written as
    /// already claimed (leased), so no worker takes it meanwhile.
    pub fn start_test_delivery(&self, destination: &DestinationRecord, body: &[u8]) -> anyhow::Result<ClaimedDelivery> {
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        let id = insert_delivery(&tx, &destination.account_id, &destination.id, &destination.kind, crate::delivery::events::TEST, body, None)?;
        tx.execute(
            "UPDATE deliveries SET attempts = 1, lease_until = ?2 WHERE id = ?1",
            params![id, now_us() + 3_600_000_000],
        )?;
        tx.commit()?;
        Ok(ClaimedDelivery {
            id,
            destination_id: destination.id.clone(),
            event: crate::delivery::events::TEST.to_owned(),
            body: body.to_vec(),
            attempt: 1,
        })
    }

    /// Queues an event for every active webhook of an account (events not
    /// about a match, such as product.understanding.updated, are for
    /// automations, not for people's chats and inboxes).
    pub fn enqueue_for_account(&self, account_id: &str, event: &str, body: &[u8]) -> anyhow::Result<usize> {
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        let mut destinations = active_destinations(&tx, account_id)?;
        destinations.retain(|(_, kind, _)| kind == "webhook");
        for (id, kind, _) in &destinations {
            insert_delivery(&tx, account_id, id, kind, event, body, None)?;
        }
        tx.commit()?;
        Ok(destinations.len())
    }

    /// Takes the next due delivery under a lease of `lease_us`, or None. A
    /// delivery whose worker died is taken again once its lease ran out.
    pub fn claim_due(&self, lease_us: i64) -> anyhow::Result<Option<ClaimedDelivery>> {
        let now = now_us();
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "UPDATE deliveries SET lease_until = ?1 + ?2, attempts = attempts + 1
             WHERE id = (SELECT id FROM deliveries
                         WHERE state = 'pending' AND next_attempt_at <= ?1
                           AND (lease_until IS NULL OR lease_until <= ?1)
                         ORDER BY next_attempt_at LIMIT 1)
             RETURNING id, destination_id, event, body, attempts",
        )?;
        Ok(stmt
            .query_row(params![now, lease_us], |r| {
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

    /// When the next delivery falls due (µs), if any is pending.
    pub fn next_due(&self) -> anyhow::Result<Option<i64>> {
        Ok(self.conn()?.query_row(
            "SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) FROM deliveries WHERE state = 'pending'",
            [],
            |r| r.get(0),
        )?)
    }

    /// Records an attempt and what follows from it, in one transaction.
    pub fn finish_attempt(
        &self,
        delivery: &ClaimedDelivery,
        attempt: &AttemptRecord,
        after: &AfterAttempt,
    ) -> anyhow::Result<()> {
        let now = now_us();
        let mut conn = self.conn()?;
        let tx = conn.transaction()?;
        tx.execute(
            "INSERT OR REPLACE INTO delivery_attempts (delivery_id, attempt, started_at, duration_ms, status, response_head, error)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                delivery.id,
                delivery.attempt,
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
                tx.execute(
                    "UPDATE destinations SET last_success_at = ?2, failing_since = NULL, issue = 0 WHERE id = ?1",
                    params![delivery.destination_id, now],
                )?;
                mark_match_delivered(&tx, &delivery.id, now)?;
            }
            AfterAttempt::RetryAt(at) => {
                tx.execute(
                    "UPDATE deliveries SET next_attempt_at = ?2, lease_until = NULL, last_error = ?3 WHERE id = ?1",
                    params![delivery.id, at, error],
                )?;
                destination_failed(&tx, &delivery.destination_id, now)?;
            }
            AfterAttempt::Failed => {
                fail_delivery(&tx, &delivery.id, error.as_deref())?;
                destination_failed(&tx, &delivery.destination_id, now)?;
            }
            AfterAttempt::DisableDestination => {
                fail_delivery(&tx, &delivery.id, error.as_deref())?;
                disable(&tx, &delivery.destination_id, "the receiver answered 410 Gone", now)?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Fails a claimed delivery without sending it (its destination is gone or disabled).
    pub fn drop_claimed(&self, delivery: &ClaimedDelivery, why: &str) -> anyhow::Result<()> {
        fail_delivery(&*self.conn()?, &delivery.id, Some(why))
    }

    pub fn list_deliveries(&self, account_id: &str, state: Option<&str>) -> anyhow::Result<Vec<DeliveryListing>> {
        self.account(account_id)?;
        let conn = self.conn()?;
        let mut stmt = conn.prepare(
            "SELECT id, destination_id, destination_kind, event, match_id, state, attempts, next_attempt_at,
                    created_at, accepted_at, last_error
             FROM deliveries WHERE account_id = ?1 AND (?2 IS NULL OR state = ?2)
             ORDER BY created_at DESC, id DESC",
        )?;
        let rows = stmt.query_map(params![account_id, state], |r| {
            let state: String = r.get(5)?;
            Ok(DeliveryListing {
                delivery_id: r.get(0)?,
                destination_id: r.get(1)?,
                destination_kind: r.get(2)?,
                event: r.get(3)?,
                match_id: r.get(4)?,
                next_attempt_at: if state == "pending" { Some(to_time(r.get(7)?)) } else { None },
                state,
                attempts: r.get(6)?,
                created_at: to_time(r.get(8)?),
                accepted_at: r.get::<_, Option<i64>>(9)?.map(to_time),
                last_error: r.get(10)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Sends a delivery again, from its first attempt, with the same id and body.
    pub fn resend(&self, delivery_id: &str) -> anyhow::Result<()> {
        let changed = self.conn()?.execute(
            "UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ?2, lease_until = NULL
             WHERE id = ?1",
            params![delivery_id, now_us()],
        )?;
        if changed == 0 {
            bail!("no delivery with id {delivery_id}");
        }
        Ok(())
    }

    /// One result per delivery of the match, with whether its destination
    /// currently has a problem.
    pub fn destination_results(&self, match_id: &str) -> anyhow::Result<Vec<ResultRow>> {
        let conn = self.conn()?;
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

/// The account's active destinations: (id, kind, min_band).
pub(super) fn active_destinations(tx: &Transaction, account_id: &str) -> anyhow::Result<Vec<(String, String, String)>> {
    let mut stmt = tx.prepare_cached(
        "SELECT id, kind, min_band FROM destinations WHERE account_id = ?1 AND state = 'active' ORDER BY id",
    )?;
    let rows = stmt.query_map([account_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

pub(super) fn insert_delivery(
    tx: &Transaction,
    account_id: &str,
    destination_id: &str,
    kind: &str,
    event: &str,
    body: &[u8],
    match_id: Option<&str>,
) -> anyhow::Result<String> {
    let id = uuid::Uuid::new_v4().to_string();
    let now = now_us();
    tx.prepare_cached(
        "INSERT INTO deliveries (id, account_id, destination_id, destination_kind, match_id, event, body, state,
                                 next_attempt_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?8, ?8)",
    )?
    .execute(params![id, account_id, destination_id, kind, match_id, event, body, now])?;
    Ok(id)
}

/// No more attempts for this delivery.
fn fail_delivery(conn: &rusqlite::Connection, delivery_id: &str, error: Option<&str>) -> anyhow::Result<()> {
    conn.execute(
        "UPDATE deliveries SET state = 'failed', lease_until = NULL, last_error = ?2 WHERE id = ?1",
        params![delivery_id, error],
    )?;
    Ok(())
}

fn fail_pending(tx: &Transaction, destination_id: &str, why: &str) -> anyhow::Result<()> {
    tx.execute(
        "UPDATE deliveries SET state = 'failed', lease_until = NULL, last_error = ?2
         WHERE destination_id = ?1 AND state = 'pending'",
        params![destination_id, why],
    )?;
    Ok(())
}

fn disable(tx: &Transaction, destination_id: &str, why: &str, now: i64) -> anyhow::Result<()> {
    tx.execute(
        "UPDATE destinations SET state = 'disabled', disabled_reason = ?2, issue = 1, last_failure_at = ?3 WHERE id = ?1",
        params![destination_id, why, now],
    )?;
    log::warn!("destination {destination_id} disabled: {why}");
    fail_pending(tx, destination_id, &format!("the destination was disabled: {why}"))
}

/// Notes a failure; a destination failing for five days in a row is disabled.
fn destination_failed(tx: &Transaction, destination_id: &str, now: i64) -> anyhow::Result<()> {
    tx.execute(
        "UPDATE destinations SET last_failure_at = ?2, failing_since = coalesce(failing_since, ?2), issue = 1 WHERE id = ?1",
        params![destination_id, now],
    )?;
    let failing_since: Option<i64> =
        optional(tx.query_row("SELECT failing_since FROM destinations WHERE id = ?1", [destination_id], |r| r.get(0)))?
            .flatten();
    if failing_since.is_some_and(|since| now - since >= DISABLE_AFTER_FAILING_US) {
        disable(tx, destination_id, "failing continuously for 5 days", now)?;
    }
    Ok(())
}

/// Keeps `delivered_to` and `first_accepted_at` on the match up to date.
fn mark_match_delivered(tx: &Transaction, delivery_id: &str, now: i64) -> anyhow::Result<()> {
    let found: Option<(Option<String>, String)> = optional(tx.query_row(
        "SELECT match_id, destination_kind FROM deliveries WHERE id = ?1",
        [delivery_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    ))?;
    let Some((Some(match_id), kind)) = found else { return Ok(()) };
    let current: Option<String> =
        tx.query_row("SELECT delivered_to FROM matches WHERE id = ?1", [&match_id], |r| r.get(0))?;
    let mut kinds: Vec<&str> = current.as_deref().map(|k| k.split(',').collect()).unwrap_or_default();
    if !kinds.contains(&kind.as_str()) {
        kinds.push(&kind);
        kinds.sort_unstable();
    }
    tx.execute(
        "UPDATE matches SET delivered_to = ?2, first_accepted_at = coalesce(first_accepted_at, ?3) WHERE id = ?1",
        params![match_id, kinds.join(","), now],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store_with_webhook() -> (tempfile::TempDir, Store, DestinationRecord) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("t.db")).unwrap();
        let account = store.create_account("a", i64::MAX).unwrap();
        let new = NewDestination {
            kind: "webhook",
            url: Some("https://hooks.example.com/x"),
            secret: Some("whsec_x"),
            target_masked: "https://hooks.example.com/…",
            address: None,
            min_band: "research",
            state: "active",
        };
        let id = store.add_destination(&account.id, &new).unwrap();
        let destination = store.destination(&id).unwrap();
        (dir, store, destination)
    }

    fn failed_attempt() -> AttemptRecord {
        AttemptRecord { started_at: now_us(), duration_ms: 1, status: Some(500), response_head: None, error: None }
    }

    #[test]
    fn a_destination_failing_for_five_days_is_disabled_and_its_queue_fails() {
        let (_dir, store, destination) = store_with_webhook();
        store.enqueue(&destination, "reddit.post.matched", b"{}", None).unwrap();
        store.enqueue(&destination, "reddit.post.matched", b"{}", None).unwrap();
        let claimed = store.claim_due(1_000_000).unwrap().unwrap();
        store.finish_attempt(&claimed, &failed_attempt(), &AfterAttempt::RetryAt(now_us())).unwrap();
        assert_eq!(store.destination(&destination.id).unwrap().state, "active", "one failure is not five days");

        let five_days_ago = now_us() - DISABLE_AFTER_FAILING_US;
        store.conn().unwrap().execute("UPDATE destinations SET failing_since = ?1", [five_days_ago]).unwrap();
        let claimed = store.claim_due(1_000_000).unwrap().unwrap();
        store.finish_attempt(&claimed, &failed_attempt(), &AfterAttempt::RetryAt(now_us())).unwrap();
        assert_eq!(store.destination(&destination.id).unwrap().state, "disabled");
        let pending = store.list_deliveries(&destination.account_id, Some("pending")).unwrap();
        assert!(pending.is_empty(), "what was queued for it failed: {pending:?}");
    }

    #[test]
    fn a_leased_delivery_is_not_claimed_twice_until_its_lease_runs_out() {
        let (_dir, store, destination) = store_with_webhook();
        store.enqueue(&destination, "reddit.post.matched", b"{}", None).unwrap();
        let first = store.claim_due(60_000_000).unwrap().unwrap();
        assert!(store.claim_due(60_000_000).unwrap().is_none(), "held under lease");
        store.conn().unwrap().execute("UPDATE deliveries SET lease_until = ?1", [now_us() - 1]).unwrap();
        let again = store.claim_due(60_000_000).unwrap().unwrap();
        assert_eq!((again.id, again.attempt), (first.id, 2), "a crashed worker's row is taken again");
    }

    #[test]
    fn a_minimum_band_admits_that_band_and_stronger() {
        assert!(band_admits("research", "research") && band_admits("research", "strong"));
        assert!(band_admits("possible", "strong") && !band_admits("possible", "research"));
        assert!(band_admits("strong", "strong") && !band_admits("strong", "possible"));
    }
}
