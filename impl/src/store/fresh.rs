//! Values read from the store, kept in memory for as long as the database is
//! unchanged (`Changes`). A value is labelled with the version read *before*
//! it was loaded, so a commit landing during the load only makes the next
//! lookup a miss. Whenever the version cannot be read, nothing is kept.
use std::hash::Hash;

use quick_cache::Equivalent;

use super::changes::{Changes, Version};
use super::Store;

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
    use crate::store::tests::store;

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
