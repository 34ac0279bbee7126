//! Polling Reddit: one review for every account that watches it: the union of all
//! watched subreddits, fetched in multireddit batches (one request serves
//! every account watching those subreddits), new posts told from seen ones,
//! each scored once per account and recorded with its deliveries.
use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use serde::Serialize;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

use super::review::fullname;
use super::App;
use crate::delivery::Bell;
use crate::domain::{NewMatch, Profile, RedditPost};
use crate::error::{Error, Result};
use crate::monitor::RedditClient;
use crate::scoring::index::ProfileIndex;
use crate::store::{now_us, Fetched};

/// Subreddits per multireddit request.
const BATCH: usize = 25;
/// How far behind a subreddit's newest post a post may be and still count as
/// new (listings arrive out of order and cached).
const WINDOW: Duration = Duration::from_secs(3600);

#[derive(Debug, Default, Serialize)]
pub struct PollCounts {
    pub accounts: usize,
    pub subreddits: usize,
    pub requests: usize,
    pub failed_requests: usize,
    pub posts_fetched: usize,
    pub new_posts: usize,
    pub matched: u64,
    pub deliveries_queued: u64,
}

pub struct Poller {
    pub app: Arc<App>,
    pub client: RedditClient,
}

impl Poller {
    /// One review. Failed requests are counted and logged; the others' posts
    /// are still reviewed.
    pub fn review_once(&self) -> Result<PollCounts> {
        let started = now_us();
        let store = self.app.store();
        let watching = store.watching_accounts()?;
        let mut subreddits: BTreeMap<String, String> = BTreeMap::new(); // lower case -> as written
        let mut queries: BTreeMap<String, String> = BTreeMap::new();
        for watch in watching.values() {
            for s in &watch.subreddits {
                subreddits.entry(s.to_lowercase()).or_insert_with(|| s.clone());
            }
            for q in &watch.queries {
                queries.entry(q.to_lowercase()).or_insert_with(|| q.clone());
            }
        }
        let mut counts = PollCounts { accounts: watching.len(), subreddits: subreddits.len(), ..Default::default() };
        // Subreddits' new posts in multireddit batches, then each site-wide
        // search once for every account that has it.
        let names: Vec<String> = subreddits.values().cloned().collect();
        let requests = names.chunks(BATCH).map(|batch| (None, batch.to_vec())).chain(
            queries.iter().map(|(lower, query)| (Some(lower.clone()), vec![query.clone()])),
        );
        let mut fetched: Vec<RedditPost> = vec![];
        let mut found_by: HashMap<String, Vec<String>> = HashMap::new(); // post id -> queries (lower case)
        for (query, names) in requests {
            counts.requests += 1;
            let answer = match &query {
                None => self.client.new_posts(&names),
                Some(_) => self.client.search_new(&names[0]),
            };
            match answer {
                Ok(file) => {
                    for post in file.posts {
                        if let Some(query) = &query {
                            found_by.entry(post.id.clone()).or_default().push(query.clone());
                        }
                        fetched.push(post);
                    }
                }
                Err(Error::Unavailable { retry_after: Some(wait), .. }) => {
                    counts.failed_requests += 1;
                    log::warn!("Reddit rate limit: the rest of this review waits {wait:?}");
                    break;
                }
                Err(e) => {
                    counts.failed_requests += 1;
                    log::warn!("fetching {}: {e:#}", query.map_or_else(|| format!("r/{}", names.join("+")), |q| format!("search {q:?}")));
                }
            }
        }
        // A post found by a listing and by a search is one post.
        let mut ids_seen = std::collections::HashSet::new();
        fetched.retain(|p| ids_seen.insert(p.id.clone()));
        counts.posts_fetched = fetched.len();
        let ids: Vec<String> = fetched.iter().map(fullname).collect();
        let keys: Vec<Fetched> = fetched
            .iter()
            .zip(&ids)
            .map(|(p, id)| Fetched { post_id: id, subreddit: &p.subreddit, created_utc: p.created_utc })
            .collect();
        let fresh = store.take_new_posts(&keys, WINDOW.as_secs() as i64)?;
        counts.new_posts = fresh.len();

        // One pass of the profile index over each new post finds the accounts
        // it can match; only those are scored in full.
        let products: Vec<(String, Profile)> = watching
            .keys()
            .filter_map(|account| match store.product(account) {
                Ok(Some(product)) => Some(Ok((account.clone(), product.profile))),
                Ok(None) => None,
                Err(e) => Some(Err(e)),
            })
            .collect::<Result<_>>()?;
        let index = ProfileIndex::build(products.iter().map(|(account, profile)| (account.as_str(), profile)))?;
        let mut found: HashMap<(&str, &str), NewMatch> = HashMap::new();
        let now = chrono::Utc::now().timestamp();
        for &i in &fresh {
            for (account, m) in index.matches(&fetched[i], Some(now - fetched[i].created_utc)) {
                found.insert((*account, fetched[i].id.as_str()), m);
            }
        }

        for (account, watch) in &watching {
            let subs: Vec<String> = watch.subreddits.iter().map(|s| s.to_lowercase()).collect();
            let queries: Vec<String> = watch.queries.iter().map(|q| q.to_lowercase()).collect();
            let watched = |p: &RedditPost| {
                subs.contains(&p.subreddit.to_lowercase())
                    || found_by.get(&p.id).is_some_and(|found| found.iter().any(|q| queries.contains(q)))
            };
            let posts = fresh.iter().map(|&i| &fetched[i]).filter(|p| watched(p));
            let review = self.app.review(account, posts, |p| found.remove(&(account.as_str(), p.id.as_str())))?;
            store.touch_searches(account, started)?;
            for query in &queries {
                let seen = fresh.iter().filter(|&&i| found_by.get(&fetched[i].id).is_some_and(|f| f.contains(query))).count();
                store.count_query_posts(account, query, seen as u64)?;
            }
            self.app.finish_review(account, started, &review)?;
            counts.matched += review.matched;
            counts.deliveries_queued += review.deliveries;
        }
        Ok(counts)
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
