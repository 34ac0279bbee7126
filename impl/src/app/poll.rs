//! Polling Reddit: one review for every account that watches it. *Plan*:
//! the union of all watched communities, in multireddit batches, for the
//! kinds of item (posts, comments) their accounts want, and all of Reddit
//! once for the accounts that asked for site-wide coverage, so the requests
//! never grow with the number of accounts or keywords. *Read*: each listing
//! whole (`monitor::listings`). *Review*: an id seen before is not reviewed
//! again; each new item passes the profile index once, and each account
//! reviews the items of its communities and, site-wide, those that match it.
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use aho_corasick::AhoCorasick;
use serde::Serialize;

use super::App;
use crate::delivery::Bell;
use crate::domain::{ItemKind, Profile, RedditItem};
use crate::error::Result;
use crate::monitor::listings::{Listing, Reader, ALL};
use crate::monitor::RedditClient;
use crate::scoring::index::ProfileIndex;
use crate::scoring::Assessment;
use crate::store::now_us;

/// Communities per multireddit request.
const BATCH: usize = 25;

#[derive(Debug, Default, Serialize)]
pub struct PollCounts {
    pub accounts: usize,
    pub subreddits: usize,
    pub requests: usize,
    pub failed_requests: usize,
    pub items_fetched: usize,
    pub new_items: usize,
    pub gaps_recorded: usize,
    pub matched: u64,
    pub deliveries_queued: u64,
}

pub struct Poller {
    pub app: Arc<App>,
    pub client: RedditClient,
}

/// An account to review, and what it watches.
struct Watcher {
    account: String,
    profile: Profile,
    /// Lower case.
    subreddits: Vec<String>,
    /// The site-wide keywords (lower case), counted in `GET /searches`.
    queries: Vec<String>,
}

/// What a review reads: the communities' listings first, then all of Reddit.
struct Plan {
    watchers: Vec<Watcher>,
    listings: Vec<Listing>,
}

impl Poller {
    /// One review. Failed requests are counted, logged and shown in
    /// `GET /monitoring`; what the other requests fetched is still reviewed.
    pub fn review_once(&self) -> Result<PollCounts> {
        let started = now_us();
        let plan = self.plan()?;
        let subreddits: BTreeSet<&String> =
            plan.listings.iter().flat_map(|l| &l.subreddits).filter(|s| *s != ALL).collect();
        let mut counts =
            PollCounts { accounts: plan.watchers.len(), subreddits: subreddits.len(), ..Default::default() };
        let fetched = self.read(&plan, &mut counts)?;
        self.review(&plan, fetched, started, &mut counts)?;
        Ok(counts)
    }

    fn plan(&self) -> Result<Plan> {
        let store = self.app.store();
        let mut watchers = vec![];
        for (account, watch) in store.watching_accounts()? {
            let Some(product) = store.product(&account)? else { continue };
            let lower = |names: &[String]| names.iter().map(|n| n.to_lowercase()).collect::<Vec<_>>();
            let (subreddits, queries) = (lower(&watch.subreddits), lower(&watch.queries));
            watchers.push(Watcher { account, profile: product.profile, subreddits, queries });
        }
        let kinds = [ItemKind::Post, ItemKind::Comment];
        let mut listings = vec![];
        for kind in kinds {
            let wanted: BTreeSet<&String> = watchers
                .iter()
                .filter(|w| w.profile.watch.wants(kind))
                .flat_map(|w| &w.subreddits)
                .collect();
            let wanted: Vec<String> = wanted.into_iter().cloned().collect();
            listings.extend(wanted.chunks(BATCH).map(|batch| Listing { subreddits: batch.to_vec(), kind }));
        }
        for kind in kinds {
            if watchers.iter().any(|w| w.profile.site_wide_search && w.profile.watch.wants(kind)) {
                listings.push(Listing { subreddits: vec![ALL.to_owned()], kind });
            }
        }
        Ok(Plan { watchers, listings })
    }

    /// Reads the plan's listings in order, within the review's budget.
    fn read(&self, plan: &Plan, counts: &mut PollCounts) -> Result<Vec<RedditItem>> {
        let mut reader = Reader::new(&self.client, self.app.store());
        let mut fetched = vec![];
        for listing in &plan.listings {
            if reader.rate_limited() {
                break;
            }
            fetched.extend(reader.read(listing)?);
        }
        let read = reader.finish()?;
        (counts.requests, counts.failed_requests, counts.gaps_recorded) =
            (read.requests, read.failed_requests, read.gaps_recorded);
        Ok(fetched)
    }

    /// Reviews what was read: new items only, each through the profile index
    /// once. Each account reviews (and remembers) every new item of its
    /// communities; site-wide, only what matched it.
    fn review(&self, plan: &Plan, mut fetched: Vec<RedditItem>, started: i64, counts: &mut PollCounts) -> Result<()> {
        let store = self.app.store();
        // An item found by two listings is one item.
        let mut ids_seen = HashSet::new();
        fetched.retain(|item| ids_seen.insert((item.kind, item.number())));
        counts.items_fetched = fetched.len();
        let keys: Vec<(ItemKind, u64)> = fetched.iter().map(|i| (i.kind, i.number())).collect();
        let mut fresh: Vec<&RedditItem> =
            store.take_unseen(&keys, self.client.seen_ids_kept())?.into_iter().map(|i| &fetched[i]).collect();
        counts.new_items = fresh.len();
        // Oldest first, so that the newest item is also the newest match.
        fresh.sort_by_key(|item| (item.created_utc, item.number()));

        let watchers = &plan.watchers;
        let mut communities: HashMap<&str, Vec<usize>> = HashMap::new();
        for (w, watcher) in watchers.iter().enumerate() {
            for subreddit in &watcher.subreddits {
                communities.entry(subreddit).or_default().push(w);
            }
        }
        let index = ProfileIndex::build(watchers.iter().enumerate().map(|(w, watcher)| (w, &watcher.profile)))?;
        let mut found: HashMap<(usize, ItemKind, &str), Assessment> = HashMap::new();
        let mut items_of: Vec<Vec<&RedditItem>> = vec![Vec::new(); watchers.len()];
        let now = chrono::Utc::now().timestamp();
        for &item in &fresh {
            let subreddit = item.subreddit.to_lowercase();
            let local = communities.get(subreddit.as_str()).map_or(&[][..], Vec::as_slice);
            for &w in local.iter().filter(|&&w| watchers[w].profile.watch.wants(item.kind)) {
                items_of[w].push(item);
            }
            for (&w, assessed) in index.assess(item, Some(now - item.created_utc)) {
                let watcher = &watchers[w];
                // A near miss counts only when the language model is to judge it.
                let candidate = assessed.matched.is_some() || self.app.judges(&watcher.profile, &assessed);
                if !candidate || !watcher.profile.watch.wants(item.kind) {
                    continue;
                }
                if !local.contains(&w) {
                    if !watcher.profile.site_wide_search {
                        continue;
                    }
                    items_of[w].push(item);
                }
                found.insert((w, item.kind, item.id.as_str()), assessed);
            }
        }
        let mentions = QueryCounts::new(watchers.iter().filter(|w| w.profile.site_wide_search).flat_map(|w| &w.queries))?
            .count(&fresh);

        for (w, watcher) in watchers.iter().enumerate() {
            let account = watcher.account.as_str();
            let items = std::mem::take(&mut items_of[w]);
            let review =
                self.app.review(account, &watcher.profile, items, |item| found.remove(&(w, item.kind, item.id.as_str())))?;
            store.touch_searches(account, started)?;
            if watcher.profile.site_wide_search {
                for query in &watcher.queries {
                    store.count_query_posts(account, query, mentions.get(query).copied().unwrap_or(0))?;
                }
            }
            self.app.finish_review(account, started, &review)?;
            counts.matched += review.matched;
            counts.deliveries_queued += review.deliveries;
        }
        Ok(())
    }
}

/// How many items mention each site-wide keyword (for `GET /searches`): one
/// pass over each item's text for all keywords together.
struct QueryCounts {
    queries: Vec<String>,
    automaton: Option<AhoCorasick>,
}

impl QueryCounts {
    fn new<'q>(queries: impl Iterator<Item = &'q String>) -> Result<QueryCounts> {
        let queries: Vec<String> = queries.cloned().collect::<BTreeSet<_>>().into_iter().collect();
        let automaton = match queries.is_empty() {
            true => None,
            false => Some(AhoCorasick::builder().ascii_case_insensitive(true).build(&queries).map_err(anyhow::Error::from)?),
        };
        Ok(QueryCounts { queries, automaton })
    }

    fn count(&self, items: &[&RedditItem]) -> HashMap<String, u64> {
        let mut counts: HashMap<String, u64> = HashMap::new();
        let Some(automaton) = &self.automaton else { return counts };
        for item in items {
            let mut mentioned = vec![false; self.queries.len()];
            for text in [&item.title, &item.body] {
                for found in automaton.find_overlapping_iter(text.as_str()) {
                    mentioned[found.pattern().as_usize()] = true;
                }
            }
            for (query, _) in self.queries.iter().zip(mentioned).filter(|(_, m)| *m) {
                *counts.entry(query.clone()).or_default() += 1;
            }
        }
        counts
    }
}

/// `serve`'s schedule: a review every `interval`; new matches ring the
/// delivery bell at once.
pub struct PollLoop {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

impl PollLoop {
    pub fn start(poller: Poller, interval: Duration, bell: Arc<Bell>) -> PollLoop {
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = stop.clone();
        let thread = std::thread::Builder::new()
            .name("monitor".into())
            .spawn(move || {
                while !stopping.load(Ordering::SeqCst) {
                    let started = now_us();
                    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| poller.review_once())) {
                        Ok(Ok(counts)) => {
                            log::info!("review: {}", serde_json::to_string(&counts).unwrap_or_default());
                            if counts.deliveries_queued > 0 {
                                bell.ring();
                            }
                        }
                        Ok(Err(e)) => log::error!("review failed: {e:#}"),
                        Err(_) => log::error!("review panicked; the next one runs on schedule"),
                    }
                    let next = started + interval.as_micros() as i64;
                    if let Err(e) = poller.app.store().record_monitor_run(started, now_us(), Some(next)) {
                        log::warn!("cannot record the review: {e:#}");
                    }
                    while !stopping.load(Ordering::SeqCst) && now_us() < next {
                        std::thread::sleep(Duration::from_millis(100));
                    }
                }
            })
            .expect("the monitor thread can be started");
        PollLoop { stop, thread }
    }

    /// Lets the review in progress finish, then stops.
    pub fn stop(self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = self.thread.join();
    }
}
