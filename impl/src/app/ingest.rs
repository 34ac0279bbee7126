//! Importing posts and comments from a file (a Reddit listing or a public
//! dump of posts or of comments), streamed
//! in batches through the review: each batch is recorded whole, and importing
//! a file again skips what was already reviewed, so an interrupted import can
//! simply be run again.
use std::collections::BTreeMap;
use std::path::Path;

use serde::Serialize;

use super::App;
use crate::domain::{Profile, RedditItem};
use crate::error::{Error, Result};
use crate::monitor;
use crate::scoring::Scorer;
use crate::store::{now_us, ReviewCounts};

#[derive(Debug, Serialize)]
pub struct IngestSummary {
    pub read: u64,
    /// Items not reviewed, by reason.
    pub skipped: BTreeMap<String, u64>,
    /// The numbers of the first lines that are not JSON.
    pub bad_lines: Vec<u64>,
    pub scored: u64,
    pub matched: u64,
    pub deliveries_queued: u64,
}

impl App {
    /// Reviews every item of a file for an account (those of the kinds its
    /// profile watches). `on_bytes` is told how
    /// much of the file was read, for a progress bar.
    pub fn ingest_file(&self, account_id: &str, file: &Path, on_bytes: impl FnMut(u64)) -> Result<IngestSummary> {
        let (scorer, profile) = self.scorer(account_id)?;
        let started = now_us();
        let mut totals = ReviewCounts::default();
        let mut not_watched = 0;
        let counts = monitor::stream_items(
            file,
            |batch| {
                let (wanted, unwanted): (Vec<_>, Vec<_>) = batch.into_iter().partition(|i| profile.watch.wants(i.kind));
                not_watched += unwanted.len() as u64;
                add(&mut totals, self.review_oldest_first(account_id, &profile, wanted, &scorer)?);
                Ok(())
            },
            on_bytes,
        )?;
        self.finish_review(account_id, started, &totals)?;
        if counts.bad_lines > 0 {
            log::warn!("{}: {} lines are not JSON (first: {:?})", file.display(), counts.bad_lines, counts.bad_line_numbers);
        }
        let mut skipped: BTreeMap<String, u64> =
            counts.skipped.into_iter().map(|(reason, n)| (reason.to_owned(), n)).collect();
        if not_watched > 0 {
            skipped.insert("a kind of item the profile does not watch".into(), not_watched);
        }
        if totals.already_seen > 0 {
            skipped.insert("already reviewed".into(), totals.already_seen);
        }
        if counts.bad_lines > 0 {
            skipped.insert("not JSON".into(), counts.bad_lines);
        }
        Ok(IngestSummary {
            read: counts.read,
            skipped,
            bad_lines: counts.bad_line_numbers,
            scored: totals.scored,
            matched: totals.matched,
            deliveries_queued: totals.deliveries,
        })
    }

    /// Reviews posts already in memory (the demo's bundled sample).
    pub fn ingest_posts(&self, account_id: &str, posts: Vec<RedditItem>) -> Result<ReviewCounts> {
        let (scorer, profile) = self.scorer(account_id)?;
        let started = now_us();
        let counts = self.review_oldest_first(account_id, &profile, posts, &scorer)?;
        self.finish_review(account_id, started, &counts)?;
        Ok(counts)
    }

    /// The account's scorer, and its profile.
    fn scorer(&self, account_id: &str) -> Result<(Scorer, Profile)> {
        let product = self.store.product(account_id)?.ok_or_else(|| {
            Error::invalid(format!("account {account_id} has no product profile; run `threadwatch product set` first"))
        })?;
        Ok((Scorer::new(&product.profile), product.profile))
    }

    /// Oldest first, so that the newest post is also the newest match.
    fn review_oldest_first(
        &self,
        account_id: &str,
        profile: &Profile,
        mut posts: Vec<RedditItem>,
        scorer: &Scorer,
    ) -> Result<ReviewCounts> {
        posts.sort_by(|a, b| (a.created_utc, &a.id).cmp(&(b.created_utc, &b.id)));
        self.review(account_id, profile, &posts, |p| scorer.assess(p))
    }
}

fn add(totals: &mut ReviewCounts, batch: ReviewCounts) {
    totals.already_seen += batch.already_seen;
    totals.scored += batch.scored;
    totals.matched += batch.matched;
    totals.deliveries += batch.deliveries;
}
