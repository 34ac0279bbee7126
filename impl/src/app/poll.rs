//! Polling Reddit: one review for every account that watches it. The union of
//! all watched communities is read in multireddit batches, posts
//! (`/r/a+b/new`) and comments (`/r/a+b/comments`), one request serving
//! every account that watches them. Each listing is paged with `after` down
//! to the id an earlier review read it to, or as deep as Reddit lists (1,000
//! items); ids it can no longer give back are recorded as a gap. No time
//! window decides what is new: an id seen before is not reviewed again, and
//! every new item is scored once per account through the profile index.
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use serde::Serialize;

use super::App;
use crate::delivery::Bell;
use crate::domain::{ItemKind, NewMatch, Profile, RedditItem};
use crate::error::Result;
use crate::monitor::{RedditClient, RedditError};
use crate::scoring::index::ProfileIndex;
use crate::store::{now_us, Gap, SourceState};

/// Communities per multireddit request.
const BATCH: usize = 25;
/// Reddit lists no deeper than 1,000 items: 10 pages of 100.
const MAX_PAGES: usize = 10;

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

/// One listing to read: a batch of communities and a kind of item.
struct Listing {
    /// Lower case.
    subreddits: Vec<String>,
    kind: ItemKind,
}

impl Listing {
    fn path(&self) -> String {
        let feed = match self.kind {
            ItemKind::Post => "new",
            ItemKind::Comment => "comments",
        };
        format!("/r/{}/{feed}", self.subreddits.join("+"))
    }
}

/// What reading a review's listings went through, for the source state.
#[derive(Default)]
struct Trouble {
    last: Option<(SourceState, String)>,
}

impl Trouble {
    fn note(&mut self, e: &RedditError) {
        let state = match e {
            RedditError::Refused { .. } => SourceState::Refused,
            RedditError::RateLimited(_) => SourceState::RateLimited,
            RedditError::Failed(_) => SourceState::Failing,
        };
        // A refusal says the most about what an operator must do.
        if !matches!(self.last, Some((SourceState::Refused, _))) {
            self.last = Some((state, e.to_string()));
        }
    }
}

impl Poller {
    /// One review. Failed requests are counted, logged and shown in
    /// `GET /monitoring`; what the other requests fetched is still reviewed.
    pub fn review_once(&self) -> Result<PollCounts> {
        let started = now_us();
        let store = self.app.store();
        let watching = store.watching_accounts()?;
        let profiles: BTreeMap<&str, Profile> = watching
            .keys()
            .filter_map(|account| match store.product(account) {
                Ok(Some(product)) => Some(Ok((account.as_str(), product.profile))),
                Ok(None) => None,
                Err(e) => Some(Err(e)),
            })
            .collect::<Result<_>>()?;
        // Each community is read for the kinds of item some account wants from it.
        let mut wanted: BTreeMap<ItemKind, BTreeSet<String>> = BTreeMap::new();
        let mut queries: BTreeMap<String, String> = BTreeMap::new(); // lower case -> as written
        for (account, watch) in &watching {
            let kinds = profiles.get(account.as_str()).map(|p| p.watch).unwrap_or_default();
            for kind in [ItemKind::Post, ItemKind::Comment].into_iter().filter(|k| kinds.wants(*k)) {
                wanted.entry(kind).or_default().extend(watch.subreddits.iter().map(|s| s.to_lowercase()));
            }
            for q in &watch.queries {
                queries.entry(q.to_lowercase()).or_insert_with(|| q.clone());
            }
        }
        let subreddits: BTreeSet<&String> = wanted.values().flatten().collect();
        let mut counts = PollCounts { accounts: watching.len(), subreddits: subreddits.len(), ..Default::default() };
        let mut budget = self.client.requests_per_minute() as usize;
        let mut trouble = Trouble::default();

        let mut fetched: Vec<RedditItem> = vec![];
        'listings: for (kind, subreddits) in &wanted {
            let names: Vec<String> = subreddits.iter().cloned().collect();
            for batch in names.chunks(BATCH) {
                let listing = Listing { subreddits: batch.to_vec(), kind: *kind };
                match self.read_listing(&listing, &mut budget, &mut counts)? {
                    Ok(items) => fetched.extend(items),
                    Err(e) => {
                        counts.failed_requests += 1;
                        log::warn!("reading {}: {e}", listing.path());
                        trouble.note(&e);
                        if matches!(e, RedditError::RateLimited(_)) {
                            break 'listings;
                        }
                    }
                }
            }
        }
        // Each site-wide search once, for every account that has it.
        let mut found_by: HashMap<String, Vec<String>> = HashMap::new(); // fullname -> queries (lower case)
        for (lower, query) in &queries {
            if budget == 0 || matches!(trouble.last, Some((SourceState::RateLimited, _))) {
                break;
            }
            budget -= 1;
            counts.requests += 1;
            match self.client.search_new(query) {
                Ok(page) => {
                    for item in page.items {
                        found_by.entry(item.fullname()).or_default().push(lower.clone());
                        fetched.push(item);
                    }
                }
                Err(e) => {
                    counts.failed_requests += 1;
                    log::warn!("searching {query:?}: {e}");
                    trouble.note(&e);
                }
            }
        }
        match &trouble.last {
            Some((state, detail)) => store.set_source_state(*state, Some(detail))?,
            None if counts.requests > 0 => store.set_source_state(SourceState::Ok, None)?,
            None => {}
        }

        // An item found by a listing and by a search is one item.
        let mut names_seen = HashSet::new();
        fetched.retain(|item| names_seen.insert(item.fullname()));
        counts.items_fetched = fetched.len();
        let keys: Vec<(ItemKind, u64)> = fetched.iter().map(|i| (i.kind, i.number())).collect();
        let fresh = store.take_unseen(&keys, self.client.seen_ids_kept())?;
        counts.new_items = fresh.len();

        // One pass of the profile index over each new item finds the accounts
        // it can match; only those are scored in full.
        let index = ProfileIndex::build(profiles.iter().map(|(account, profile)| (*account, profile)))?;
        let mut found: HashMap<(&str, String), NewMatch> = HashMap::new();
        let now = chrono::Utc::now().timestamp();
        for &i in &fresh {
            for (account, m) in index.matches(&fetched[i], Some(now - fetched[i].created_utc)) {
                found.insert((*account, fetched[i].fullname()), m);
            }
        }

        for (account, watch) in &watching {
            let kinds = profiles.get(account.as_str()).map(|p| p.watch).unwrap_or_default();
            let subs: Vec<String> = watch.subreddits.iter().map(|s| s.to_lowercase()).collect();
            let queries: Vec<String> = watch.queries.iter().map(|q| q.to_lowercase()).collect();
            let searched = |item: &RedditItem| {
                found_by.get(&item.fullname()).is_some_and(|found| found.iter().any(|q| queries.contains(q)))
            };
            let watched = |item: &RedditItem| {
                (kinds.wants(item.kind) && subs.contains(&item.subreddit.to_lowercase())) || searched(item)
            };
            let items = fresh.iter().map(|&i| &fetched[i]).filter(|item| watched(item));
            let review = self.app.review(account, items, |item| found.remove(&(account.as_str(), item.fullname())))?;
            store.touch_searches(account, started)?;
            for query in &queries {
                let seen = fresh
                    .iter()
                    .filter(|&&i| found_by.get(&fetched[i].fullname()).is_some_and(|f| f.contains(query)))
                    .count();
                store.count_query_posts(account, query, seen as u64)?;
            }
            self.app.finish_review(account, started, &review)?;
            counts.matched += review.matched;
            counts.deliveries_queued += review.deliveries;
        }
        Ok(counts)
    }

    /// Pages through one listing, newest first, down to the id it was read
    /// to before, and returns the items above that id. A listing read whole
    /// (or as deep as Reddit lists) moves its communities' mark to its newest
    /// id; ids it could no longer give back are recorded as a gap. A listing
    /// cut short (a failure, the budget spent) leaves the mark where it was,
    /// so the next review reads that part again. The outer error is the
    /// store's, the inner one Reddit's.
    fn read_listing(
        &self,
        listing: &Listing,
        budget: &mut usize,
        counts: &mut PollCounts,
    ) -> Result<std::result::Result<Vec<RedditItem>, RedditError>> {
        let store = self.app.store();
        let read_to = store.read_to(&listing.subreddits, listing.kind)?;
        let path = listing.path();
        let (mut items, mut after, mut newest) = (Vec::new(), None::<String>, None::<u64>);
        let (mut listed, mut reached) = (0, false);
        for _ in 0..MAX_PAGES {
            if *budget == 0 {
                log::warn!("the review's request budget is spent; {path} is read further next time");
                return Ok(Ok(items));
            }
            *budget -= 1;
            counts.requests += 1;
            let page = match self.client.listing(&path, after.as_deref()) {
                Ok(page) => page,
                Err(e) => return Ok(Err(e)),
            };
            listed += page.items.len();
            newest = newest.max(page.items.iter().map(RedditItem::number).max());
            reached = read_to.is_some_and(|to| page.items.iter().any(|item| item.number() <= to));
            items.extend(page.items.into_iter().filter(|item| read_to.is_none_or(|to| item.number() > to)));
            after = page.after;
            if reached || after.is_none() {
                break;
            }
        }
        // As deep as Reddit lists, and still above where the last read ended.
        if !reached && listed >= MAX_PAGES * 100 {
            let oldest = items.iter().map(RedditItem::number).min();
            if let (Some(to), Some(oldest)) = (read_to, oldest) {
                if oldest > to + 1 {
                    self.record_gap(listing, to + 1, oldest - 1)?;
                    counts.gaps_recorded += 1;
                }
            }
        }
        if let Some(newest) = newest {
            store.set_read_to(&listing.subreddits, listing.kind, newest)?;
        }
        Ok(Ok(items))
    }

    fn record_gap(&self, listing: &Listing, from: u64, to: u64) -> Result<()> {
        log::warn!(
            "{} lists no deeper than {} items: {} to {} could not be read",
            listing.path(),
            MAX_PAGES * 100,
            listing.kind.fullname(from),
            listing.kind.fullname(to)
        );
        let gap = Gap {
            subreddits: listing.subreddits.clone(),
            kind: listing.kind,
            from,
            to,
            not_recovered: None,
            recorded_at: now_us(),
        };
        self.app.store().record_gap(&gap)
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
