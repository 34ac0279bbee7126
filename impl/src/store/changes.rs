//! "Has the database changed?" for every connection and every process (the
//! command line writes keys, subscriptions and matches from its own). The
//! read caches and the delivery workers' wake-up both ask it.
//!
//! The answer is read from the WAL-index header in the `-shm` file, which
//! SQLite rewrites on every commit of every connection and which every
//! connection maps into memory (<https://sqlite.org/walformat.html>, §2.1).
//! The header holds a commit counter, the last frame of the log, the log's
//! salts and a running checksum of its frames, so the same header means the
//! same database content. Reading it costs a few loads from memory, where a
//! SQLite read transaction costs locks and system calls.
//!
//! Writers update the second copy of the header, then the first; readers read
//! the first, then the second, and trust them only when they agree (as SQLite
//! does itself). Whenever the header cannot be mapped (another VFS, an
//! unknown header version), the answer comes from `PRAGMA data_version` on a
//! connection that never writes instead: a query per question, but correct.
use std::ffi::c_void;
use std::ptr::NonNull;
use std::sync::atomic::{fence, AtomicU32, Ordering};
use std::sync::Mutex;

use anyhow::{bail, Context as _};
use rusqlite::ffi;

use super::Store;
use crate::error::Result;

/// A database version: equal versions mean an equal database.
pub type Version = [u32; HEADER_WORDS];

const HEADER_WORDS: usize = 12;
/// `iVersion`, the first word of a wal-index header in every SQLite since 3.7.0.
const WALINDEX_VERSION: u32 = 3_007_000;
/// The size of the wal-index regions SQLite maps (`WALINDEX_PGSZ`).
const WALINDEX_REGION_BYTES: i32 = 32 * 1024;

pub struct Changes {
    source: Source,
    /// Keeps the `-shm` mapping (and SQLite's shared lock, which stops the last
    /// other connection from deleting the file) alive; asked for
    /// `data_version` in the fallback.
    connection: Mutex<rusqlite::Connection>,
}

enum Source {
    SharedHeader(SharedHeader),
    DataVersion,
}

struct SharedHeader(NonNull<AtomicU32>);
// The header is memory shared between processes, only ever read here with
// atomic loads, and mapped for as long as the `Changes` that owns it lives.
unsafe impl Send for SharedHeader {}
unsafe impl Sync for SharedHeader {}

impl Changes {
    /// Watches through the shared WAL-index header, or, when it cannot be
    /// mapped, by polling `PRAGMA data_version`.
    pub fn open(store: &Store) -> Result<Changes> {
        let connection = store.dedicated_connection()?;
        match map_header(&connection) {
            Ok(header) => Ok(Changes { source: Source::SharedHeader(header), connection: Mutex::new(connection) }),
            Err(e) => {
                log::warn!("cannot map the WAL index ({e:#}); watching the database with PRAGMA data_version instead");
                Changes::polling(store)
            }
        }
    }

    /// The fallback, on its own.
    pub fn polling(store: &Store) -> Result<Changes> {
        Ok(Changes { source: Source::DataVersion, connection: Mutex::new(store.dedicated_connection()?) })
    }

    /// The current version, or `None` while a commit is writing it (or, in the
    /// fallback, when the database cannot be asked).
    pub fn version(&self) -> Option<Version> {
        match &self.source {
            Source::SharedHeader(header) => header.version(),
            Source::DataVersion => {
                let connection = self.connection.lock().unwrap_or_else(|e| e.into_inner());
                let n: i64 = connection.query_row("PRAGMA data_version", [], |r| r.get(0)).ok()?;
                let mut version = [0; HEADER_WORDS];
                version[0] = n as u32;
                version[1] = (n >> 32) as u32;
                Some(version)
            }
        }
    }
}

impl SharedHeader {
    fn version(&self) -> Option<Version> {
        let words = self.0.as_ptr();
        let read = |from: usize| -> Version {
            // SAFETY: the mapped region is 32 KiB; the two header copies are its first 96 bytes.
            std::array::from_fn(|i| unsafe { &*words.add(from + i) }.load(Ordering::Relaxed))
        };
        let first = read(0);
        fence(Ordering::Acquire);
        let second = read(HEADER_WORDS);
        (first == second).then_some(first)
    }
}

fn map_header(connection: &rusqlite::Connection) -> anyhow::Result<SharedHeader> {
    let mode: String = connection.query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        bail!("the database is in {mode} mode, not WAL");
    }
    // A first read opens the log and maps the wal-index.
    connection.query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get::<_, i64>(0))?;
    let header = SharedHeader(unsafe { map_wal_index(connection) }.context("cannot map the WAL index")?);
    match header.version() {
        Some(v) if v[0] == WALINDEX_VERSION => Ok(header),
        _ => bail!("the WAL index header is not one this build knows"),
    }
}

/// Region 0 of the connection's wal-index, through the VFS's own `xShmMap`
/// (the public `sqlite3_io_methods` interface), so no second file descriptor
/// is opened on the `-shm` file: closing one would drop SQLite's POSIX locks.
unsafe fn map_wal_index(connection: &rusqlite::Connection) -> anyhow::Result<NonNull<AtomicU32>> {
    let mut file: *mut ffi::sqlite3_file = std::ptr::null_mut();
    let rc = ffi::sqlite3_file_control(
        connection.handle(),
        c"main".as_ptr(),
        ffi::SQLITE_FCNTL_FILE_POINTER,
        (&raw mut file).cast::<c_void>(),
    );
    if rc != ffi::SQLITE_OK || file.is_null() || (*file).pMethods.is_null() {
        bail!("no file handle (SQLite code {rc})");
    }
    let methods = &*(*file).pMethods;
    let Some(shm_map) = methods.xShmMap.filter(|_| methods.iVersion >= 2) else {
        bail!("the VFS has no shared memory");
    };
    let mut region: *mut c_void = std::ptr::null_mut();
    let rc = shm_map(file, 0, WALINDEX_REGION_BYTES, 0, &mut region);
    if rc != ffi::SQLITE_OK {
        bail!("xShmMap failed (SQLite code {rc})");
    }
    NonNull::new(region.cast::<AtomicU32>()).context("the wal-index is not mapped")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::tests::store;

    /// The same proof for both ways of watching.
    fn the_version_changes_with_every_commit_of_any_connection_and_only_then(changes: &Changes, store: &Store) {
        let before = changes.version().unwrap();
        // Reads change nothing.
        let other = store.dedicated_connection().unwrap();
        other.query_row("SELECT count(*) FROM accounts", [], |r| r.get::<_, i64>(0)).unwrap();
        assert_eq!(changes.version().unwrap(), before);

        let mut seen = vec![before];
        for _ in 0..3 {
            store.create_account("A", 0).unwrap();
            let now = changes.version().unwrap();
            assert!(!seen.contains(&now), "a commit must give a new version");
            seen.push(now);
        }
        // A checkpoint that restarts the log still gives a version never seen.
        other.query_row("PRAGMA wal_checkpoint(RESTART)", [], |_| Ok(())).unwrap();
        store.create_account("B", 0).unwrap();
        assert!(!seen.contains(&changes.version().unwrap()));
    }

    #[test]
    fn the_shared_header_changes_with_every_commit_and_only_then() {
        let (_dir, store) = store();
        let changes = Changes::open(&store).unwrap();
        assert!(matches!(changes.source, Source::SharedHeader(_)), "the header maps on this platform");
        the_version_changes_with_every_commit_of_any_connection_and_only_then(&changes, &store);
    }

    #[test]
    fn the_data_version_fallback_changes_with_every_commit_and_only_then() {
        let (_dir, store) = store();
        let changes = Changes::polling(&store).unwrap();
        the_version_changes_with_every_commit_of_any_connection_and_only_then(&changes, &store);
    }
}
