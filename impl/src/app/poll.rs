//! Polling Reddit: one review for every account that watches it, in three
//! steps. *Plan*: the union of all watched communities, in multireddit
//! batches, for the kinds of item (posts, comments) their accounts want; and
//! all of Reddit once, for the accounts that asked for site-wide coverage.
//! *Read*: each community listing is paged with `after` down to the id an
//! earlier review read it to, or as deep as Reddit lists (1,000 items); all of
//! Reddit is read from the top of `/r/all` and then walked by id through
//! `/api/info`, 100 ids a request. What cannot be read back is a gap. The
//! number of requests depends on Reddit's traffic and the communities, never
//! on how many accounts or keywords there are. *Review*: an id seen before is
//! not reviewed again; each new item passes the profile index once, and each
//! account reviews the items of its communities and, site-wide, those that
//! match it.
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use aho_corasick::AhoCorasick;
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
/// Items per page of a listing, and ids per `/api/info` request.
const PAGE: u64 = 100;
/// Reddit lists no deeper than 1,000 items: 10 pages.
const MAX_PAGES: usize = 10;
/// The name all of Reddit goes by, as a community.
const ALL: &str = "all";

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

/// One listing of communities: a batch of them and a kind of item.
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

/// What a review reads.
struct Plan {
    watchers: Vec<Watcher>,
    listings: Vec<Listing>,
    /// The kinds read from all of Reddit.
    everywhere: BTreeSet<ItemKind>,
}

/// A review's requests: the budget left, and how Reddit answered.
struct Reading<'c> {
    counts: &'c mut PollCounts,
    budget: usize,
    /// The last failure; a refusal is kept over others, as it says the most
    /// about what an operator must do.
    trouble: Option<(SourceState, String)>,
}

impl Reading<'_> {
    /// Takes one request from the budget; `false` when it is spent.
    fn spend(&mut self) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        self.counts.requests += 1;
        true
    }

    fn failed(&mut self, what: &str, e: &RedditError) {
        self.counts.failed_requests += 1;
        log::warn!("reading {what}: {e}");
        let state = match e {
            RedditError::Refused { .. } => SourceState::Refused,
            RedditError::RateLimited(_) => SourceState::RateLimited,
            RedditError::Failed(_) => SourceState::Failing,
        };
        if !matches!(self.trouble, Some((SourceState::Refused, _))) {
            self.trouble = Some((state, e.to_string()));
        }
    }

    fn rate_limited(&self) -> bool {
        matches!(self.trouble, Some((SourceState::RateLimited, _)))
    }
}

impl Poller {
    /// One review. Failed requests are counted, logged and shown in
    /// `GET /monitoring`; what the other requests fetched is still reviewed.
    pub fn review_once(&self) -> Result<PollCounts> {
        let started = now_us();
        let plan = self.plan()?;
        let subreddits: BTreeSet<&String> = plan.listings.iter().flat_map(|l| &l.subreddits).collect();
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
        let everywhere = kinds
            .into_iter()
            .filter(|kind| watchers.iter().any(|w| w.profile.site_wide_search && w.profile.watch.wants(*kind)))
            .collect();
        Ok(Plan { watchers, listings, everywhere })
    }

    /// Reads the communities' listings first, then all of Reddit with what
    /// is left of the review's budget.
    fn read(&self, plan: &Plan, counts: &mut PollCounts) -> Result<Vec<RedditItem>> {
        let budget = self.client.requests_per_review();
        let mut reading = Reading { counts, budget, trouble: None };
        let mut fetched = vec![];
        for listing in &plan.listings {
            if reading.rate_limited() {
                break;
            }
            fetched.extend(self.read_listing(listing, &mut reading)?);
        }
        for kind in &plan.everywhere {
            if reading.rate_limited() {
                break;
            }
            fetched.extend(self.read_everywhere(*kind, &mut reading)?);
        }
        let store = self.app.store();
        match &reading.trouble {
            Some((state, detail)) => store.set_source_state(*state, Some(detail))?,
            None if reading.counts.requests > 0 => store.set_source_state(SourceState::Ok, None)?,
            None => {}
        }
        Ok(fetched)
    }

    /// Pages through one community listing, newest first, down to the id it
    /// was read to before, and returns the items of the pages read. A listing read
    /// whole (or as deep as Reddit lists) moves its communities' mark to its
    /// newest id; ids it could no longer give back are recorded as a gap. A
    /// listing cut short (a failure, the budget spent) leaves the mark where it
    /// was, so the next review reads that part again.
    fn read_listing(&self, listing: &Listing, reading: &mut Reading) -> Result<Vec<RedditItem>> {
        let store = self.app.store();
        let read_to = store.read_to(&listing.subreddits, listing.kind)?;
        let path = listing.path();
        let (mut items, mut after, mut newest) = (Vec::new(), None::<String>, None::<u64>);
        let (mut listed, mut reached) = (0, false);
        for _ in 0..MAX_PAGES {
            if !reading.spend() {
                log::warn!("the review's request budget is spent; {path} is read further next time");
                return Ok(items);
            }
            let page = match self.client.listing(&path, after.as_deref()) {
                Ok(page) => page,
                Err(e) => {
                    reading.failed(&path, &e);
                    return Ok(items);
                }
            };
            listed += page.items.len();
            newest = newest.max(page.items.iter().map(RedditItem::number).max());
            reached = read_to.is_some_and(|to| page.items.iter().any(|item| item.number() <= to));
            // Items below the mark on the last page are kept too: one a
            // moderator approved late shows there, never seen before.
            items.extend(page.items);
            after = page.after;
            if reached || after.is_none() {
                break;
            }
        }
        // As deep as Reddit lists, and still above where the last read ended.
        if !reached && listed >= MAX_PAGES * PAGE as usize {
            let oldest = items.iter().map(RedditItem::number).min();
            if let (Some(to), Some(oldest)) = (read_to, oldest) {
                if oldest > to + 1 {
                    self.record_gap(&listing.subreddits, listing.kind, to + 1, oldest - 1, None, reading)?;
                }
            }
        }
        if let Some(newest) = newest {
            store.set_read_to(&listing.subreddits, listing.kind, newest)?;
        }
        Ok(items)
    }

    /// All of Reddit's new items of one kind: the top of `/r/all`, then every
    /// id below it down to where the last review got, newest first, through
    /// `/api/info`. Ids the budget does not reach are recorded as a gap (all
    /// of them were items, less any deleted since), so a review never runs
    /// longer than its minute and the next one starts from the top.
    fn read_everywhere(&self, kind: ItemKind, reading: &mut Reading) -> Result<Vec<RedditItem>> {
        let store = self.app.store();
        let all = [ALL.to_owned()];
        let read_to = store.read_to(&all, kind)?;
        let path = Listing { subreddits: all.to_vec(), kind }.path();
        if !reading.spend() {
            return Ok(vec![]);
        }
        let top = match self.client.listing(&path, None) {
            Ok(page) => page,
            Err(e) => {
                reading.failed(&path, &e);
                return Ok(vec![]);
            }
        };
        let Some(newest) = top.items.iter().map(RedditItem::number).max() else { return Ok(vec![]) };
        let oldest_listed = top.items.iter().map(RedditItem::number).min().unwrap_or(newest);
        let mut items = top.items;
        if let Some(to) = read_to {
            // Ids from `next` down to `to + 1` are still to be read.
            let mut next = oldest_listed.saturating_sub(1);
            while next > to {
                if !reading.spend() {
                    break;
                }
                let low = (to + 1).max((next + 1).saturating_sub(PAGE));
                let names: Vec<String> = (low..=next).rev().map(|n| kind.fullname(n)).collect();
                match self.client.info(&names) {
                    Ok(page) => items.extend(page.items.into_iter().filter(|item| item.kind == kind)),
                    Err(e) => {
                        reading.failed("api/info", &e);
                        return Ok(items);
                    }
                }
                next = low - 1;
            }
            if next > to {
                self.record_gap(&all, kind, to + 1, next, Some(next - to), reading)?;
            }
        }
        store.set_read_to(&all, kind, newest)?;
        Ok(items)
    }

    fn record_gap(
        &self,
        subreddits: &[String],
        kind: ItemKind,
        from: u64,
        to: u64,
        not_recovered: Option<u64>,
        reading: &mut Reading,
    ) -> Result<()> {
        log::warn!(
            "r/{} ({}s): {} to {} could not be read{}",
            subreddits.join("+"),
            kind.as_str(),
            kind.fullname(from),
            kind.fullname(to),
            not_recovered.map_or(String::new(), |n| format!(" ({n} ids)"))
        );
        reading.counts.gaps_recorded += 1;
        let gap = Gap { subreddits: subreddits.to_vec(), kind, from, to, not_recovered, recorded_at: now_us() };
        self.app.store().record_gap(&gap)
    }

    /// Reviews what was read: new items only, each through the profile index
    /// once. Each account reviews (and remembers) every new item of its
    /// communities; site-wide, only what matched it.
    fn review(&self, plan: &Plan, mut fetched: Vec<RedditItem>, started: i64, counts: &mut PollCounts) -> Result<()> {
        let store = self.app.store();
        // An item found by two listings is one item.
        let mut names_seen = HashSet::new();
        fetched.retain(|item| names_seen.insert(item.fullname()));
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
        let mut found: HashMap<(usize, String), NewMatch> = HashMap::new();
        let mut items_of: Vec<Vec<&RedditItem>> = vec![Vec::new(); watchers.len()];
        let now = chrono::Utc::now().timestamp();
        for &item in &fresh {
            let subreddit = item.subreddit.to_lowercase();
            let local = communities.get(subreddit.as_str()).map_or(&[][..], Vec::as_slice);
            for &w in local.iter().filter(|&&w| watchers[w].profile.watch.wants(item.kind)) {
                items_of[w].push(item);
            }
            for (&w, m) in index.matches(item, Some(now - item.created_utc)) {
                let watcher = &watchers[w];
                if !watcher.profile.watch.wants(item.kind) {
                    continue;
                }
                if !local.contains(&w) {
                    if !watcher.profile.site_wide_search {
                        continue;
                    }
                    items_of[w].push(item);
                }
                found.insert((w, item.fullname()), m);
            }
        }
        let mentions = QueryCounts::new(watchers.iter().filter(|w| w.profile.site_wide_search).flat_map(|w| &w.queries))?
            .count(&fresh);

        for (w, watcher) in watchers.iter().enumerate() {
            let account = watcher.account.as_str();
            let items = std::mem::take(&mut items_of[w]);
            let review = self.app.review(account, items, |item| found.remove(&(w, item.fullname())))?;
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
