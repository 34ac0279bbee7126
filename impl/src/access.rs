//! The one gate every API request and every agent-tool call passes: the key
//! (looked up by digest), the trial/subscription rule, and the rate limit.
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sha2::{Digest, Sha256};

use crate::domain::has_access;
use crate::error::{Error, RateStatus, Result};
use crate::offload;
use crate::store::{now_us, FreshCache, KeyRecord, Lookup, Store};

/// 60 requests per minute per key, shared by REST and MCP (a setting, so
/// benchmarks can raise it).
pub const DEFAULT_RATE_LIMIT_PER_MINUTE: u32 = 60;
/// API access lasts 14 days from the account's creation without a subscription.
pub const TRIAL_DAYS: i64 = 14;
const RATE_WINDOW: Duration = Duration::from_secs(60);

/// Every key starts with this, so a leaked key is easy to recognise.
const KEY_PREFIX: &str = "tw_live_";
/// How much of a key is kept in the clear to recognise it in a list.
const DISPLAY_PREFIX_LEN: usize = KEY_PREFIX.len() + 4;

/// A freshly made API key: shown once, stored only as its digest.
pub struct NewKey {
    pub key: String,
    pub digest: Vec<u8>,
    pub display_prefix: String,
}

/// 32 random bytes (256 bits) as URL-safe base64 after the prefix.
pub fn new_key() -> NewKey {
    use base64::Engine as _;
    let bytes: [u8; 32] = rand::random();
    let key = format!("{KEY_PREFIX}{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes));
    NewKey {
        digest: key_digest(&key).to_vec(),
        display_prefix: key[..DISPLAY_PREFIX_LEN].to_owned(),
        key,
    }
}

pub fn key_digest(key: &str) -> [u8; 32] {
    Sha256::digest(key.as_bytes()).into()
}

/// Who is calling, once the gate let the request through.
#[derive(Debug, Clone)]
pub struct Caller {
    pub account_id: Arc<str>,
    pub rate: RateStatus,
}

/// How many keys the gate remembers between requests.
const KEY_CACHE_ENTRIES: u64 = 10_000;

pub struct Gate {
    store: Store,
    /// Key records by digest, for as long as the database is unchanged.
    keys: FreshCache<[u8; 32], KeyRecord>,
    limiter: RateLimiter,
}

/// A key's last use is written at most this often: every commit empties the
/// read caches, and "used within the hour" is what a key list needs.
const NOTE_USE_EVERY: Duration = Duration::from_secs(3600);

impl Gate {
    pub fn new(store: Store, rate_limit_per_minute: u32) -> Gate {
        let keys = FreshCache::new(&store, "API key", KEY_CACHE_ENTRIES, |_, _| 1);
        Gate { store, keys, limiter: RateLimiter::new(rate_limit_per_minute) }
    }

    /// The key behind an `Authorization` header, if it is live. A remembered
    /// record is used only while the database is unchanged, so a revoked key
    /// fails on the very next call.
    pub fn identify(&self, authorization: Option<&str>) -> Result<KeyRecord> {
        let (digest, lookup) = self.lookup(authorization)?;
        let record = match lookup {
            Lookup::Hit(record) => record,
            Lookup::Miss(stamp) => {
                let record = self.store.key_by_digest(&digest)?.ok_or(Error::Unauthorized)?;
                self.keys.keep(digest, stamp, record.clone());
                record
            }
        };
        live(record)
    }

    /// `identify` from memory alone: `None` when the key must be read from
    /// the database.
    fn remembered(&self, authorization: Option<&str>) -> Option<Result<KeyRecord>> {
        match self.lookup(authorization) {
            Err(refused) => Some(Err(refused)),
            Ok((_, Lookup::Hit(record))) => Some(live(record)),
            Ok((_, Lookup::Miss(_))) => None,
        }
    }

    /// The key's digest and its record if remembered.
    fn lookup(&self, authorization: Option<&str>) -> Result<([u8; 32], Lookup<KeyRecord>)> {
        let digest = key_digest(bearer_key(authorization)?);
        Ok((digest, self.keys.lookup(&digest)))
    }

    /// `identify` for async callers: a key read from the database is read on
    /// the blocking pool, waiting at most `wait` (see `offload`).
    pub async fn identify_off_runtime(self: &Arc<Self>, authorization: Option<&str>, wait: Duration) -> Result<KeyRecord> {
        if let Some(known) = self.remembered(authorization) {
            return known;
        }
        let (gate, authorization) = (self.clone(), authorization.map(str::to_owned));
        offload::run(wait, move || gate.identify(authorization.as_deref())).await
    }

    /// Checks, in this order: the key (401), the access rule (403), the rate
    /// limit (429). REST requests and agent-tool calls both pass here.
    pub fn admit(&self, authorization: Option<&str>) -> Result<Caller> {
        self.admit_key(self.identify(authorization)?)
    }

    /// `admit` for async callers (see `identify_off_runtime`).
    pub async fn admit_off_runtime(self: &Arc<Self>, authorization: Option<&str>, wait: Duration) -> Result<Caller> {
        self.admit_key(self.identify_off_runtime(authorization, wait).await?)
    }

    fn admit_key(&self, record: KeyRecord) -> Result<Caller> {
        if !has_access(record.subscription, record.trial_ends_at, now_us()) {
            return Err(Error::SubscriptionRequired);
        }
        let (rate, use_due) =
            self.limiter.admit_noting_use(&record.key_id, Instant::now(), NOTE_USE_EVERY).map_err(Error::RateLimited)?;
        if use_due {
            self.note_use(&record.key_id);
        }
        Ok(Caller { account_id: record.account_id, rate })
    }

    /// Writes a key's use off the caller's path: a busy database must not
    /// slow the request.
    fn note_use(&self, key_id: &Arc<str>) {
        let (store, key_id) = (self.store.clone(), key_id.clone());
        let write = move || {
            if let Err(e) = store.note_key_used(&key_id, now_us()) {
                log::debug!("cannot note the use of key {key_id}: {e}");
            }
        };
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => drop(runtime.spawn_blocking(write)),
            Err(_) => write(),
        }
    }
}

/// The key of a `Bearer` header, if it looks like one of ours.
fn bearer_key(authorization: Option<&str>) -> Result<&str> {
    authorization
        .and_then(|h| h.strip_prefix("Bearer ").or_else(|| h.strip_prefix("bearer ")))
        .map(str::trim)
        .filter(|k| k.starts_with(KEY_PREFIX))
        .ok_or(Error::Unauthorized)
}

fn live(record: KeyRecord) -> Result<KeyRecord> {
    match record.revoked {
        true => Err(Error::Unauthorized),
        false => Ok(record),
    }
}

/// At most `limit` requests in any rolling 60 seconds per key. It keeps the
/// times of the admitted requests per key: exact, unlike a token bucket,
/// whose burst lets nearly twice the limit through in a minute. Requests in
/// the same 10 ms slot share one entry stamped with the slot's end, so a key
/// costs at most 6,000 entries however high the limit, and a request leaves
/// the window at most 10 ms late (never early). Refused requests are
/// not counted.
pub struct RateLimiter {
    limit: u32,
    /// Where the slots start.
    epoch: Instant,
    windows: Mutex<HashMap<String, Window>>,
}

#[derive(Default)]
struct Window {
    /// (end of a slot, requests admitted in it), oldest first.
    slots: VecDeque<(Instant, u32)>,
    admitted: u32,
    /// When the key's use was last due to be written.
    use_noted_at: Option<Instant>,
}

/// Above this many keys, windows with nothing left in them are dropped.
const PRUNE_ABOVE_KEYS: usize = 10_000;
const SLOT: Duration = Duration::from_millis(10);

impl RateLimiter {
    pub fn new(limit: u32) -> RateLimiter {
        RateLimiter { limit: limit.max(1), epoch: Instant::now(), windows: Mutex::new(HashMap::new()) }
    }

    pub fn admit(&self, key_id: &str, now: Instant) -> Result<RateStatus, RateStatus> {
        self.admit_noting_use(key_id, now, Duration::MAX).map(|(rate, _)| rate)
    }

    /// `admit`, also telling whether the key's use is due to be written (the
    /// last time was `every` ago or more), kept beside its window so that a
    /// request takes one lock, not two.
    pub fn admit_noting_use(&self, key_id: &str, now: Instant, every: Duration) -> Result<(RateStatus, bool), RateStatus> {
        let mut windows = self.windows.lock().unwrap_or_else(|e| e.into_inner());
        if windows.len() > PRUNE_ABOVE_KEYS {
            windows.retain(|_, w| w.slots.back().is_some_and(|(t, _)| now.duration_since(*t) < RATE_WINDOW));
        }
        let window = match windows.get_mut(key_id) {
            Some(window) => window,
            None => windows.entry(key_id.to_owned()).or_default(),
        };
        while let Some(&(t, n)) = window.slots.front() {
            if now.duration_since(t) < RATE_WINDOW {
                break;
            }
            window.slots.pop_front();
            window.admitted -= n;
        }
        let secs_until_oldest_leaves = |w: &Window| {
            w.slots.front().map_or(0, |(t, _)| {
                let left = RATE_WINDOW.saturating_sub(now.duration_since(*t));
                left.as_secs() + u64::from(left.subsec_nanos() > 0)
            })
        };
        if window.admitted >= self.limit {
            return Err(RateStatus {
                limit: self.limit,
                remaining: 0,
                reset_secs: secs_until_oldest_leaves(window).max(1),
            });
        }
        let slot = now.saturating_duration_since(self.epoch).as_nanos() / SLOT.as_nanos();
        let slot_end = self.epoch + Duration::from_nanos(((slot + 1) * SLOT.as_nanos()) as u64);
        match window.slots.back_mut() {
            Some((end, n)) if *end == slot_end => *n += 1,
            _ => window.slots.push_back((slot_end, 1)),
        }
        window.admitted += 1;
        let use_due = window.use_noted_at.is_none_or(|at| now.duration_since(at) >= every);
        if use_due {
            window.use_noted_at = Some(now);
        }
        let rate = RateStatus {
            limit: self.limit,
            remaining: self.limit - window.admitted,
            reset_secs: secs_until_oldest_leaves(window),
        };
        Ok((rate, use_due))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_request_past_the_limit_in_a_rolling_minute_is_refused_until_one_leaves() {
        let limiter = RateLimiter::new(3);
        let t0 = limiter.epoch;
        // The first request counts until its slot's end, `end0`, plus a minute.
        let end0 = t0 + SLOT;
        assert_eq!(limiter.admit("k", t0).unwrap().remaining, 2);
        limiter.admit("k", t0 + Duration::from_secs(10)).unwrap();
        limiter.admit("k", t0 + Duration::from_secs(20)).unwrap();
        let refused = limiter.admit("k", end0 + Duration::from_secs(30)).unwrap_err();
        assert_eq!(refused.reset_secs, 30, "the first request leaves the window at end0+60");
        // Refused requests do not use the budget: at end0+60 exactly one is free.
        assert!(limiter.admit("k", end0 + Duration::from_millis(59_900)).is_err());
        limiter.admit("k", end0 + Duration::from_secs(60)).unwrap();
        assert!(limiter.admit("k", end0 + Duration::from_secs(61)).is_err());
        // Another key has its own budget.
        limiter.admit("other", end0 + Duration::from_secs(61)).unwrap();
    }

    #[test]
    fn a_keys_use_is_due_to_be_written_once_per_period() {
        let limiter = RateLimiter::new(100);
        let (t0, hour) = (limiter.epoch, Duration::from_secs(3600));
        let due = |at| limiter.admit_noting_use("k", at, hour).unwrap().1;
        assert!(due(t0), "the first use");
        assert!(!due(t0 + Duration::from_secs(1)));
        assert!(!due(t0 + hour - Duration::from_secs(1)));
        assert!(due(t0 + hour));
        assert!(limiter.admit_noting_use("other", t0 + hour, hour).unwrap().1, "per key");
    }

    #[test]
    fn requests_close_together_leave_the_window_together_never_early() {
        let limiter = RateLimiter::new(1_000_000);
        let t0 = limiter.epoch;
        for i in 0..1_000 {
            limiter.admit("k", t0 + Duration::from_micros(i * 9)).unwrap();
        }
        assert_eq!(limiter.windows.lock().unwrap()["k"].slots.len(), 1, "one entry for the burst");
        let slot_end = t0 + SLOT;
        let before = limiter.admit("k", slot_end + RATE_WINDOW - Duration::from_micros(1)).unwrap();
        assert_eq!(before.remaining, 1_000_000 - 1_001, "nothing leaves before its slot's end");
        let after = limiter.admit("k", slot_end + RATE_WINDOW).unwrap();
        assert_eq!(after.remaining, 1_000_000 - 2, "then the whole slot leaves");
        // A steady stream fills one slot after another.
        for i in 0..100 {
            limiter.admit("steady", t0 + Duration::from_millis(i * 5)).unwrap();
        }
        assert_eq!(limiter.windows.lock().unwrap()["steady"].slots.len(), 50);
    }

    #[test]
    fn retry_after_is_at_least_one_second() {
        let limiter = RateLimiter::new(1);
        let t0 = Instant::now();
        limiter.admit("k", t0).unwrap();
        let refused = limiter.admit("k", t0 + Duration::from_millis(59_999)).unwrap_err();
        assert_eq!(refused.reset_secs, 1);
    }

    #[test]
    fn keys_are_prefixed_random_and_stored_as_digests() {
        let a = new_key();
        let b = new_key();
        assert!(a.key.starts_with("tw_live_"));
        assert!(a.key.len() >= 8 + 43, "32 random bytes in base64");
        assert_ne!(a.key, b.key);
        assert_eq!(a.digest, key_digest(&a.key).to_vec());
        assert!(!a.digest.windows(8).any(|w| a.key.as_bytes().windows(8).any(|k| k == w)));
        assert!(a.key.starts_with(&a.display_prefix));
    }
}
