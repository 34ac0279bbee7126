//! Values read from the store, kept in memory for as long as the database is
//! unchanged — by this process or any other (the command line writes keys,
//! subscriptions and matches from its own process).
//!
//! "Unchanged" is read from the WAL-index header in the `-shm` file, which
//! SQLite rewrites on every commit of every connection and which every
//! connection maps into memory (<https://sqlite.org/walformat.html>, §2.1).
//! The header holds a commit counter, the last frame of the log, the log's
//! salts and a running checksum of its frames, so the same header means the
//! same database content. Reading it costs a few loads from memory, where a
//! SQLite read transaction costs locks and system calls; that difference is
//! what makes a repeated read almost as cheap as an empty answer.
//!
//! Writers update the second copy of the header, then the first; readers read
//! the first, then the second, and trust them only when they agree (as SQLite
//! does itself). A value is labelled with the header read *before* it was
//! loaded, so a commit landing during the load only makes the next lookup a
//! miss. Whenever the header cannot be read, nothing is cached.
use std::ffi::c_void;
use std::hash::Hash;
use std::ptr::NonNull;
use std::sync::atomic::{fence, AtomicU32, Ordering};
use std::sync::Mutex;

use anyhow::{bail, Context as _};
use quick_cache::Equivalent;
use rusqlite::ffi;

use super::Store;

/// The header's words; equal versions mean an equal database.
pub type Version = [u32; HEADER_WORDS];

const HEADER_WORDS: usize = 12;
/// `iVersion`, the first word of a wal-index header in every SQLite since 3.7.0.
const WALINDEX_VERSION: u32 = 3_007_000;
/// The size of the wal-index regions SQLite maps (`WALINDEX_PGSZ`).
const WALINDEX_REGION_BYTES: i32 = 32 * 1024;

/// The database's current version, read from shared memory.
pub struct Changes {
    header: SharedHeader,
    /// Keeps the `-shm` mapping (and SQLite's shared lock, which stops the last
    /// other connection from deleting the file) alive for as long as `header`.
    _connection: Mutex<rusqlite::Connection>,
}

struct SharedHeader(NonNull<AtomicU32>);
// The header is memory shared between processes, only ever read here with
// atomic loads, and mapped for as long as the `Changes` that owns it lives.
unsafe impl Send for SharedHeader {}
unsafe impl Sync for SharedHeader {}

impl Changes {
    pub fn open(store: &Store) -> anyhow::Result<Changes> {
        let connection = store.dedicated_connection()?;
        let mode: String = connection.query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
        if !mode.eq_ignore_ascii_case("wal") {
            bail!("the database is in {mode} mode, not WAL");
        }
        // A first read opens the log and maps the wal-index.
        connection.query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get::<_, i64>(0))?;
        let header = unsafe { map_wal_index(&connection) }.context("cannot map the WAL index")?;
        let changes = Changes { header: SharedHeader(header), _connection: Mutex::new(connection) };
        match changes.version() {
            Some(v) if v[0] == WALINDEX_VERSION => Ok(changes),
            _ => bail!("the WAL index header is not one this build knows"),
        }
    }

    /// The current version, or `None` while a commit is writing the header.
    pub fn version(&self) -> Option<Version> {
        let words = self.header.0.as_ptr();
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

/// A bounded cache of values that stay valid while the database is unchanged.
pub struct FreshCache<K, V> {
    inner: Option<(Changes, Entries<K, V>)>,
}

type Entries<K, V> = quick_cache::sync::Cache<K, (Version, V), Weigh<K, V>>;

/// What a lookup found: the value, or the label to keep a freshly loaded one under.
pub enum Lookup<V> {
    Hit(V),
    Miss(Stamp),
}

/// The version read before a value is loaded; `None` keeps nothing.
pub struct Stamp(Option<Version>);

/// How much of the budget an entry takes (bytes, or 1 per entry).
pub struct Weigh<K, V>(fn(&K, &V) -> u64);

impl<K, V> Clone for Weigh<K, V> {
    fn clone(&self) -> Self {
        Weigh(self.0)
    }
}

impl<K, V> quick_cache::Weighter<K, (Version, V)> for Weigh<K, V> {
    fn weight(&self, key: &K, value: &(Version, V)) -> u64 {
        (self.0)(key, &value.1).max(1)
    }
}

impl<K: Eq + Hash + Clone, V: Clone> FreshCache<K, V> {
    /// Holds entries up to `capacity` (in the unit of `weigh`); `what` names the
    /// cache in the log when it cannot work and stays off.
    pub fn new(store: &Store, what: &str, capacity: u64, weigh: fn(&K, &V) -> u64) -> FreshCache<K, V> {
        if capacity == 0 {
            return FreshCache { inner: None };
        }
        match Changes::open(store) {
            Ok(changes) => {
                let estimated_items = capacity.clamp(16, 100_000) as usize;
                let entries = quick_cache::sync::Cache::with_weighter(estimated_items, capacity, Weigh(weigh));
                FreshCache { inner: Some((changes, entries)) }
            }
            Err(e) => {
                log::warn!("the {what} cache is off: cannot see database changes: {e:#}");
                FreshCache { inner: None }
            }
        }
    }

    pub fn lookup<Q: Hash + Equivalent<K> + ?Sized>(&self, key: &Q) -> Lookup<V> {
        let Some((changes, entries)) = &self.inner else { return Lookup::Miss(Stamp(None)) };
        let Some(now) = changes.version() else { return Lookup::Miss(Stamp(None)) };
        match entries.get(key) {
            Some((version, value)) if version == now => Lookup::Hit(value),
            _ => Lookup::Miss(Stamp(Some(now))),
        }
    }

    pub fn keep(&self, key: K, stamp: Stamp, value: V) {
        if let (Some((_, entries)), Some(version)) = (&self.inner, stamp.0) {
            entries.insert(key, (version, value));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("t.db")).unwrap();
        (dir, store)
    }

    #[test]
    fn the_version_changes_with_every_commit_of_any_connection_and_only_then() {
        let (_dir, store) = store();
        let changes = Changes::open(&store).unwrap();
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
    fn a_value_is_served_until_the_database_changes() {
        let (_dir, store) = store();
        let cache: FreshCache<&str, u32> = FreshCache::new(&store, "test", 10, |_, _| 1);
        let Lookup::Miss(stamp) = cache.lookup(&"k") else { panic!("an empty cache has nothing") };
        cache.keep("k", stamp, 7);
        assert!(matches!(cache.lookup(&"k"), Lookup::Hit(7)));

        store.create_account("A", 0).unwrap();
        let Lookup::Miss(stamp) = cache.lookup(&"k") else { panic!("a change must invalidate") };
        cache.keep("k", stamp, 8);
        assert!(matches!(cache.lookup(&"k"), Lookup::Hit(8)));
    }

    #[test]
    fn a_value_loaded_across_a_commit_is_not_served_after_it() {
        let (_dir, store) = store();
        let cache: FreshCache<&str, u32> = FreshCache::new(&store, "test", 10, |_, _| 1);
        let Lookup::Miss(stamp) = cache.lookup(&"k") else { panic!() };
        store.create_account("A", 0).unwrap(); // lands while the value is being loaded
        cache.keep("k", stamp, 1);
        assert!(matches!(cache.lookup(&"k"), Lookup::Miss(_)));
    }

    #[test]
    fn a_zero_capacity_keeps_nothing() {
        let (_dir, store) = store();
        let cache: FreshCache<&str, u32> = FreshCache::new(&store, "test", 0, |_, _| 1);
        let Lookup::Miss(stamp) = cache.lookup(&"k") else { panic!() };
        cache.keep("k", stamp, 1);
        assert!(matches!(cache.lookup(&"k"), Lookup::Miss(_)));
    }
}
