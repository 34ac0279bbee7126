//! Destinations: where an account's matches go, with their targets, signing
//! secrets, state and health.
use rusqlite::{params, Connection, Transaction};

use super::{begin_write, changed, new_id, now_us, optional, Store};
use crate::domain::{Band, DestinationKind, DestinationState};
use crate::error::{Error, Result};

#[derive(Debug, Clone)]
pub struct NewDestination<'a> {
    pub kind: DestinationKind,
    pub url: Option<&'a str>,
    pub secret: Option<&'a str>,
    pub address: Option<&'a str>,
    pub target_masked: &'a str,
    pub min_band: Band,
    pub state: DestinationState,
}

/// A destination with what sending to it needs.
#[derive(Debug, Clone)]
pub struct DestinationRecord {
    pub id: String,
    pub account_id: String,
    pub kind: DestinationKind,
    pub state: DestinationState,
    pub url: Option<String>,
    pub secret: Option<String>,
    pub previous_secret: Option<String>,
    pub previous_secret_until: Option<i64>,
    pub min_band: Band,
    pub address: Option<String>,
    /// Set at the first failure after a success, cleared by a success.
    pub failing_since: Option<i64>,
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

/// A destination as lists and `GET /monitoring` show it: no secrets.
#[derive(Debug, Clone)]
pub struct DestinationRow {
    pub id: String,
    pub kind: DestinationKind,
    pub state: DestinationState,
    pub target_masked: String,
    pub min_band: Band,
    pub last_success_at: Option<i64>,
    pub last_failure_at: Option<i64>,
    pub issue: bool,
}

const RECORD_COLUMNS: &str = "id, account_id, kind, state, url, secret, previous_secret, previous_secret_until, \
                              min_band, address, failing_since";

fn record(r: &rusqlite::Row) -> rusqlite::Result<DestinationRecord> {
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
        failing_since: r.get(10)?,
    })
}

impl Store {
    pub fn add_destination(&self, account_id: &str, d: &NewDestination) -> Result<String> {
        self.account(account_id)?;
        let id = new_id("d");
        self.conn()?.execute(
            "INSERT INTO destinations (id, account_id, kind, state, target_masked, min_band, url, secret, address, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![id, account_id, d.kind, d.state, d.target_masked, d.min_band, d.url, d.secret, d.address, now_us()],
        )?;
        Ok(id)
    }

    /// The destination, or a typed not-found when it was removed.
    pub fn destination(&self, id: &str) -> Result<DestinationRecord> {
        let found = optional(self.conn()?.query_row(
            &format!("SELECT {RECORD_COLUMNS} FROM destinations WHERE id = ?1"),
            [id],
            record,
        ))?;
        found.ok_or_else(|| Error::not_found(format!("no destination with id {id}")))
    }

    /// The account's destinations, oldest first.
    pub fn destinations(&self, account_id: &str) -> Result<Vec<DestinationRow>> {
        let conn = self.conn()?;
        let mut stmt = conn.prepare_cached(
            "SELECT id, kind, state, target_masked, min_band, last_success_at, last_failure_at, issue
             FROM destinations WHERE account_id = ?1 ORDER BY created_at, id",
        )?;
        let rows = stmt.query_map([account_id], |r| {
            Ok(DestinationRow {
                id: r.get(0)?,
                kind: r.get(1)?,
                state: r.get(2)?,
                target_masked: r.get(3)?,
                min_band: r.get(4)?,
                last_success_at: r.get(5)?,
                last_failure_at: r.get(6)?,
                issue: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn set_destination_state(&self, id: &str, state: DestinationState) -> Result<()> {
        let rows = self.conn()?.execute(
            "UPDATE destinations SET state = ?2, disabled_reason = NULL WHERE id = ?1",
            params![id, state],
        )?;
        changed(rows, || format!("no destination with id {id}"))
    }

    /// Removes a destination; what was still to be sent to it fails.
    pub fn remove_destination(&self, id: &str) -> Result<()> {
        let mut conn = self.conn()?;
        let tx = begin_write(&mut conn)?;
        changed(tx.execute("DELETE FROM destinations WHERE id = ?1", [id])?, || format!("no destination with id {id}"))?;
        fail_pending(&tx, id, "the destination was removed")?;
        tx.commit()?;
        Ok(())
    }

    /// A new signing secret; the old one keeps signing until `grace_until`.
    pub fn rotate_secret(&self, id: &str, new_secret: &str, grace_until: i64) -> Result<()> {
        let rows = self.conn()?.execute(
            "UPDATE destinations SET previous_secret = secret, previous_secret_until = ?3, secret = ?2
             WHERE id = ?1 AND kind = 'webhook'",
            params![id, new_secret, grace_until],
        )?;
        changed(rows, || format!("no webhook destination with id {id}"))
    }
}

/// An active destination, as a review routes matches to it.
pub(super) struct Route {
    pub id: String,
    pub kind: DestinationKind,
    pub min_band: Band,
}

/// The account's active destinations.
pub(super) fn active(tx: &Transaction, account_id: &str) -> Result<Vec<Route>> {
    let mut stmt = tx.prepare_cached(
        "SELECT id, kind, min_band FROM destinations WHERE account_id = ?1 AND state = 'active' ORDER BY id",
    )?;
    let rows = stmt.query_map([account_id], |r| Ok(Route { id: r.get(0)?, kind: r.get(1)?, min_band: r.get(2)? }))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// What was still to be sent to a destination fails.
pub(super) fn fail_pending(conn: &Connection, destination_id: &str, why: &str) -> Result<()> {
    conn.execute(
        "UPDATE deliveries SET state = 'failed', lease_until = NULL, last_error = ?2
         WHERE destination_id = ?1 AND state = 'pending'",
        params![destination_id, why],
    )?;
    Ok(())
}

/// Disables a destination and fails what was queued for it.
pub(super) fn disable(conn: &Connection, destination_id: &str, why: &str, now: i64) -> Result<()> {
    conn.execute(
        "UPDATE destinations SET state = 'disabled', disabled_reason = ?2, issue = 1, last_failure_at = ?3 WHERE id = ?1",
        params![destination_id, why, now],
    )?;
    log::warn!("destination {destination_id} disabled: {why}");
    fail_pending(conn, destination_id, &format!("the destination was disabled: {why}"))
}

pub(super) fn succeeded(conn: &Connection, destination_id: &str, now: i64) -> Result<()> {
    conn.execute(
        "UPDATE destinations SET last_success_at = ?2, failing_since = NULL, issue = 0 WHERE id = ?1",
        params![destination_id, now],
    )?;
    Ok(())
}

pub(super) fn failed(conn: &Connection, destination_id: &str, now: i64) -> Result<()> {
    conn.execute(
        "UPDATE destinations SET last_failure_at = ?2, failing_since = coalesce(failing_since, ?2), issue = 1 WHERE id = ?1",
        params![destination_id, now],
    )?;
    Ok(())
}
