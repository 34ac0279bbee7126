//! One review of Reddit for every account that watches it: the union of all
//! watched subreddits, fetched in multireddit batches (one request serves
//! every account watching those subreddits), new posts told from seen ones,
//! each scored once per account and recorded with its deliveries.
use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use serde::Serialize;

use super::reddit::{FetchError, RedditClient};
use super::RedditPost;
use crate::store::{now_us, Fetched, NewMatch, ReviewedPost, Store};
use crate::{delivery, scoring};

/// Subreddits per multireddit request.
pub const BATCH: usize = 25;
/// How far behind a subreddit's newest post a post may be and still count as
/// new (listings arrive out of order and cached).
pub const WINDOW: Duration = Duration::from_secs(3600);

#[derive(Debug, Default, Serialize)]
pub struct ReviewCounts {
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
    pub store: Store,
    pub client: RedditClient,
}

impl Poller {
    /// One review. Failed requests are counted and logged; the others' posts
    /// are still reviewed.
    pub fn review_once(&self) -> anyhow::Result<ReviewCounts> {
        let started = now_us();
        let watching = self.store.watching_accounts()?;
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
        let mut counts = ReviewCounts { accounts: watching.len(), subreddits: subreddits.len(), ..Default::default() };
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
                Err(FetchError::RateLimited(wait)) => {
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
        let ids: Vec<String> = fetched.iter().map(|p| format!("t3_{}", p.id)).collect();
        let keys: Vec<Fetched> = fetched
            .iter()
            .zip(&ids)
            .map(|(p, id)| Fetched { post_id: id, subreddit: &p.subreddit, created_utc: p.created_utc })
            .collect();
        let fresh = self.store.take_new_posts(&keys, WINDOW.as_secs() as i64)?;
        counts.new_posts = fresh.len();

        // One pass of the profile index over each new post finds the accounts
        // it can match; only those are scored in full.
        let products: Vec<(String, crate::store::Profile)> = watching
            .keys()
            .filter_map(|account| match self.store.product(account) {
                Ok(Some(product)) => Some(Ok((account.clone(), product.profile))),
                Ok(None) => None,
                Err(e) => Some(Err(e)),
            })
            .collect::<anyhow::Result<_>>()?;
        let index = scoring::index::ProfileIndex::build(products.iter().map(|(account, profile)| (account.as_str(), profile)))?;
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
            let posts: Vec<ReviewedPost<&RedditPost>> = fresh
                .iter()
                .map(|&i| &fetched[i])
                .filter(|p| watched(p))
                .map(|p| ReviewedPost { post_id: format!("t3_{}", p.id), subreddit: p.subreddit.clone(), post: p })
                .collect();
            let review = self.store.record_review(account, posts, |p| found.remove(&(account.as_str(), p.id.as_str())), |m| {
                delivery::events::post_matched_body(m, chrono::Utc::now())
            })?;
            self.store.touch_searches(account, started)?;
            for query in &queries {
                let seen = fresh.iter().filter(|&&i| found_by.get(&fetched[i].id).is_some_and(|f| f.contains(query))).count();
                self.store.count_query_posts(account, query, seen as u64)?;
            }
            self.store.record_review_summary(account, started, review.scored, review.matched)?;
            counts.matched += review.matched;
            counts.deliveries_queued += review.deliveries;
        }
        Ok(counts)
    }
}
