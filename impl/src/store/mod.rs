//! The SQLite store: the pool, the schema and every query. No other module
//! writes SQL, and this one imports nothing above `domain`: callers pass in
//! what to write (event names and bodies included).
mod accounts;
mod changes;
mod destinations;
mod encodings;
mod fresh;
mod matches;
mod migrations;
mod monitor;
mod outbox;
mod people;
mod products;

pub use accounts::{Account, KeyListing, KeyRecord};
pub use changes::Changes;
pub use destinations::{DestinationRecord, DestinationRow, NewDestination};
pub use fresh::{FreshCache, Lookup, Stamp};
pub use matches::{MatchEvents, MatchFilter, PageAfter, ReviewCounts, ReviewedPost};
pub use monitor::{Gap, SourceRow, Watching};
pub use outbox::{AfterAttempt, AttemptListing, AttemptRecord, ClaimedDelivery, DeliveryListing, Event};
pub use people::{Credentials, Person};
pub use products::{ProductRow, ReviewRow, SearchRow};

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context as _;
use chrono::{DateTime, TimeZone, Utc};
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::OptionalExtension;

use crate::error::{Error, Result};

type Pool = r2d2::Pool<SqliteConnectionManager>;
type Conn = r2d2::PooledConnection<SqliteConnectionManager>;

/// Writers wait this long for SQLite's single write lock before the call
/// fails as `Unavailable` (transient: the caller may try again).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);
/// Pooled connections: more threads than this cannot use the database at once.
pub const CONNECTIONS: u32 = 16;

#[derive(Clone)]
pub struct Store {
    pool: Pool,
    path: PathBuf,
    #[cfg(test)]
    faults: std::sync::Arc<std::sync::Mutex<faults::Faults>>,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema
    /// up to date.
    pub fn open(path: &Path) -> Result<Store> {
        // WAL is a property of the file: set it, and migrate, on one connection
        // before the pool opens others that would race for the lock.
        let mut first = rusqlite::Connection::open(path)
            .with_context(|| format!("cannot open the database {}", path.display()))?;
        first.busy_timeout(BUSY_TIMEOUT)?;
        first.pragma_update(None, "journal_mode", "WAL")?;
        let version: i64 = first.pragma_query_value(None, "user_version", |r| r.get(0))?;
        if version > migrations::LATEST as i64 {
            return Err(Error::invalid(format!(
                "the database {} has schema version {version}, made by a newer threadwatch; this one knows versions \
                 up to {}: run the newer threadwatch, or restore a backup made by this version",
                path.display(),
                migrations::LATEST
            )));
        }
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
            .max_size(CONNECTIONS)
            .connection_timeout(BUSY_TIMEOUT)
            // A checkout test runs a statement per request; a broken SQLite
            // connection fails its query loudly anyway.
            .test_on_check_out(false)
            .build(manager)
            .with_context(|| format!("cannot open the database {}", path.display()))?;
        Ok(Store {
            pool,
            path: path.to_owned(),
            #[cfg(test)]
            faults: Default::default(),
        })
    }

    /// A connection of its own, outside the pool, for a thread that keeps it
    /// (`Changes` watches the database through one).
    fn dedicated_connection(&self) -> Result<rusqlite::Connection> {
        let conn = rusqlite::Connection::open(&self.path)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        Ok(conn)
    }

    fn conn(&self) -> Result<Conn> {
        #[cfg(test)]
        self.faults.lock().unwrap().next()?;
        Ok(self.pool.get()?)
    }

    /// A secret that lives in the database, created on first use (the cursor
    /// signing key). Never leaves the server.
    pub fn secret(&self, name: &str) -> Result<Vec<u8>> {
        let conn = self.conn()?;
        let fresh: [u8; 32] = rand::random();
        conn.execute("INSERT OR IGNORE INTO secrets (name, value) VALUES (?1, ?2)", (name, &fresh[..]))?;
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

/// A write transaction that takes SQLite's write lock when it begins, waiting
/// for it up to the busy timeout. A deferred one would start as a reader and
/// fail at once, without waiting, when it tries to write after another
/// connection committed in between.
fn begin_write(conn: &mut Conn) -> Result<rusqlite::Transaction<'_>> {
    Ok(conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?)
}

fn optional<T>(r: rusqlite::Result<T>) -> Result<Option<T>> {
    Ok(r.optional()?)
}

/// `Ok(())` when a statement changed a row, else the typed not-found.
fn changed(rows: usize, what: impl FnOnce() -> String) -> Result<()> {
    if rows == 0 {
        return Err(Error::NotFound(what()));
    }
    Ok(())
}

/// Transient failures on demand, for the tests that prove a busy database is
/// waited out rather than taken for a permanent failure.
#[cfg(test)]
mod faults {
    use crate::error::{Error, Result};

    #[derive(Default)]
    pub struct Faults {
        /// Connections handed out before the failures start.
        pub skip: u32,
        /// Connections refused after that.
        pub fail: u32,
    }

    impl Faults {
        pub fn next(&mut self) -> Result<()> {
            if self.skip > 0 {
                self.skip -= 1;
            } else if self.fail > 0 {
                self.fail -= 1;
                return Err(Error::Unavailable { what: "the database (injected)".into(), retry_after: None });
            }
            Ok(())
        }
    }

    impl super::Store {
        /// After `skip` more connections, the next `fail` ones fail as if the database were locked.
        pub fn fail_transiently(&self, skip: u32, fail: u32) {
            *self.faults.lock().unwrap() = Faults { skip, fail };
        }
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// A store in a fresh temporary folder.
    pub fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("t.db")).unwrap();
        (dir, store)
    }

    fn schema(conn: &rusqlite::Connection) -> Vec<(String, String)> {
        let mut stmt = conn.prepare("SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY name").unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).unwrap().map(Result::unwrap).collect()
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
    fn a_database_from_a_newer_version_is_refused_naming_both_versions() {
        let (dir, store) = store();
        store.conn().unwrap().pragma_update(None, "user_version", 99).unwrap();
        drop(store);
        let refused = Store::open(&dir.path().join("t.db")).err().unwrap().to_string();
        assert!(refused.contains("version 99") && refused.contains(&format!("up to {}", migrations::LATEST)), "{refused}");
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

    #[test]
    fn concurrent_writers_wait_for_each_other_instead_of_failing() {
        use crate::domain::{Band, DestinationKind, DestinationState, NewMatch};
        use crate::store::{MatchEvents, NewDestination, ReviewedPost};
        let (_dir, store) = store();
        let account = store.create_account("a", i64::MAX).unwrap().id;
        let new = NewDestination {
            kind: DestinationKind::Webhook,
            url: Some("https://hooks.example.com/x"),
            secret: Some("whsec_x"),
            address: None,
            target_masked: "https://hooks.example.com/…",
            min_band: Band::Research,
            state: DestinationState::Active,
        };
        store.add_destination(&account, &new).unwrap();
        let scored = |id: &String| NewMatch {
            kind: crate::domain::ItemKind::Post,
            subreddit: "s".into(),
            title: id.clone(),
            excerpt: None,
            url: "https://www.reddit.com/".into(),
            score: 80,
            band: Band::Strong,
            reason: "r".into(),
            suggested_reply: None,
            published_at: 0,
        };
        let body = |_| b"{}".to_vec();
        let threads: Vec<_> = (0..8)
            .map(|t| {
                let (store, account) = (store.clone(), account.clone());
                std::thread::spawn(move || {
                    let events = MatchEvents { name: "reddit.post.matched", admits: |_, _| true, body: &body };
                    for i in 0..25 {
                        let id = format!("t3_{t}_{i}");
                        let post = ReviewedPost { post_id: id.clone(), subreddit: "s".into(), post: id };
                        store.record_review(&account, vec![post], |id| Some(scored(id)), &events).unwrap();
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().expect("no write failed");
        }
        assert_eq!(store.list_deliveries(&account, None).unwrap().len(), 200);
    }

    #[test]
    fn a_busy_database_is_a_transient_error_and_a_missing_row_a_typed_not_found() {
        let (_dir, store) = store();
        store.fail_transiently(0, 1);
        let busy = store.account("acct_x").unwrap_err();
        assert!(busy.is_transient(), "{busy:?}");
        let missing = store.account("acct_x").unwrap_err();
        assert!(matches!(missing, Error::NotFound(_)), "{missing:?}");
    }
}
