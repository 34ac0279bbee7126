//! The SQLite store: the pool, the schema and every query. No other module
//! writes SQL.
mod accounts;
mod deliveries;
mod fresh;
mod matches;
mod monitor;
mod migrations;
mod products;

pub use accounts::{Account, KeyRecord, Subscription};
pub use deliveries::{
    band_admits, AfterAttempt, AttemptRecord, ClaimedDelivery, DeliveryListing, DestinationRecord, NewDestination,
    ResultRow,
};
pub use fresh::{Changes, FreshCache, Lookup, Stamp};
pub use monitor::{Fetched, Watch};
pub use matches::{MatchFilter, NewMatch, PageAfter, ReviewCounts, ReviewedPost};
pub use products::{DestinationRow, ProductRow, ReviewRow, SearchRow};
pub use products::{Profile, Understanding};

use std::path::Path;
use std::time::Duration;

use anyhow::Context as _;
use chrono::{DateTime, TimeZone, Utc};
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::OptionalExtension;

pub type Pool = r2d2::Pool<SqliteConnectionManager>;
pub type Conn = r2d2::PooledConnection<SqliteConnectionManager>;

/// Writers wait this long for SQLite's single write lock before failing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Clone)]
pub struct Store {
    pool: Pool,
    path: std::path::PathBuf,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema
    /// up to date.
    pub fn open(path: &Path) -> anyhow::Result<Store> {
        // WAL is a property of the file: set it, and migrate, on one connection
        // before the pool opens others that would race for the lock.
        let mut first = rusqlite::Connection::open(path)
            .with_context(|| format!("cannot open the database {}", path.display()))?;
        first.busy_timeout(BUSY_TIMEOUT)?;
        first.pragma_update(None, "journal_mode", "WAL")?;
        migrations::migrations()
            .to_latest(&mut first)
            .with_context(|| format!("cannot migrate the database {}", path.display()))?;
        drop(first);

        // Each pooled connection is used by one thread at a time, so SQLite's
        // per-connection mutexes are not needed.
        let flags = (rusqlite::OpenFlags::default() - rusqlite::OpenFlags::SQLITE_OPEN_FULL_MUTEX)
            | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let manager = SqliteConnectionManager::file(path).with_flags(flags).with_init(|c| {
            c.busy_timeout(BUSY_TIMEOUT)?;
            // The bundled SQLite is built with STAT4, which otherwise re-plans
            // a cached statement whenever its bound values change: per request.
            c.set_db_config(rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG, true)?;
            c.execute_batch("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;")
        });
        let pool = r2d2::Pool::builder()
            .max_size(16)
            // A checkout test runs a statement per request; a broken SQLite
            // connection fails its query loudly anyway.
            .test_on_check_out(false)
            .build(manager)
            .with_context(|| format!("cannot open the database {}", path.display()))?;
        Ok(Store { pool, path: path.to_owned() })
    }

    /// A connection of its own, outside the pool, for a thread that keeps it
    /// (`Changes` maps the WAL index through one).
    pub fn dedicated_connection(&self) -> anyhow::Result<rusqlite::Connection> {
        let conn = rusqlite::Connection::open(&self.path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        Ok(conn)
    }

    pub fn conn(&self) -> anyhow::Result<Conn> {
        self.pool.get().context("no database connection available")
    }

    /// A secret that lives in the database, created on first use (the cursor
    /// signing key). Never leaves the server.
    pub fn secret(&self, name: &str) -> anyhow::Result<Vec<u8>> {
        let conn = self.conn()?;
        let fresh: [u8; 32] = rand::random();
        conn.execute(
            "INSERT OR IGNORE INTO secrets (name, value) VALUES (?1, ?2)",
            (name, &fresh[..]),
        )?;
        Ok(conn.query_row("SELECT value FROM secrets WHERE name = ?1", [name], |r| r.get(0))?)
    }
}

/// A new opaque id with a readable prefix; ids sort by creation time.
pub fn new_id(prefix: &str) -> String {
    format!("{prefix}_{}", uuid::Uuid::now_v7().simple())
}

pub fn now_us() -> i64 {
    Utc::now().timestamp_micros()
}

pub fn to_time(us: i64) -> DateTime<Utc> {
    Utc.timestamp_micros(us).single().unwrap_or_default()
}

fn optional<T>(r: rusqlite::Result<T>) -> anyhow::Result<Option<T>> {
    Ok(r.optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(conn: &rusqlite::Connection) -> Vec<(String, String)> {
        let mut stmt = conn
            .prepare("SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name")
            .unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    #[test]
    fn migrating_step_by_step_equals_a_fresh_database() {
        let migrations = migrations::migrations();
        let mut fresh = rusqlite::Connection::open_in_memory().unwrap();
        migrations.to_latest(&mut fresh).unwrap();

        let mut stepped = rusqlite::Connection::open_in_memory().unwrap();
        let latest = migrations.current_version(&fresh).unwrap();
        let rusqlite_migration::SchemaVersion::Inside(latest) = latest else {
            panic!("fresh database has no schema version: {latest:?}")
        };
        for version in 1..=latest.get() {
            migrations.to_version(&mut stepped, version).unwrap();
        }
        assert_eq!(schema(&stepped), schema(&fresh));
        assert!(!schema(&fresh).is_empty());
    }

    #[test]
    fn migrations_are_valid() {
        migrations::migrations().validate().unwrap();
    }

    #[test]
    fn ids_sort_by_creation_time() {
        let ids: Vec<String> = (0..100).map(|_| new_id("m")).collect();
        let mut sorted = ids.clone();
        sorted.sort();
        assert_eq!(ids, sorted);
    }
}
